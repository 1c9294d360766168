import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';
import { connected, refusal, socketRegistry } from './sockets';
import { enrol } from './two-factor-support';

const testClock = createTestClock();
let testApp: TestApp;
let url: string;
const sockets = socketRegistry();

beforeAll(async () => {
  testApp = await createTestApp({ REQUIRE_2FA_ADMIN: 'true' }, { clock: testClock.clock });
  url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => sockets.closeAll());
afterAll(() => testApp.close());

// Decisions §9: until an account whose role must have two-step sign-in has set it up, only logout, me and the 2FA
// routes are open; the live updates (cases, settings, notifications) wait too, like after a forced password change.
it('refuses the live updates to an account that must set up two-step sign-in, until it has', async () => {
  const admin = await createUser(testApp.app, { role: 'admin' });
  expect(await refusal(sockets.open(url, { token: admin.token }))).toBe(
    'Aktifkan verifikasi dua langkah terlebih dahulu',
  );
  await enrol(testApp.app, admin.auth, testClock.clock());
  await connected(sockets.open(url, { token: admin.token }));
});
