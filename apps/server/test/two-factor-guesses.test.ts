import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';
import { codeAt, enrol } from './two-factor-support';

const testClock = createTestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({}, { clock: testClock.clock });
});

afterAll(async () => {
  await testApp.close();
});

const now = () => testClock.clock();

const login = (payload: Record<string, unknown>, cookie?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    remoteAddress: '10.1.2.3',
    headers: cookie ? { cookie } : {},
  });

describe('guessing the second step (decisions §9)', () => {
  it('asking for the code again does not give a device cookie back the wrong codes it spent', async () => {
    const me = await createUser(testApp.app);
    const { secret } = await enrol(testApp.app, me.auth, now());
    testClock.advance(30_000);
    const signedIn = await login({ email: me.user.email, password: me.password, code: await codeAt(secret, now()) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0] ?? '';
    const answers: number[] = [];
    // Four wrong codes, then the password alone ("Masukkan kode verifikasi"), again and again.
    for (let round = 0; round < 4; round += 1) {
      for (let guess = 0; guess < 4; guess += 1) {
        answers.push((await login({ email: me.user.email, password: me.password, code: '000000' }, cookie)).statusCode);
      }
      answers.push((await login({ email: me.user.email, password: me.password }, cookie)).statusCode);
    }
    expect(answers).toContain(429);
  });

  it('writes a failed login to the audit log for a wrong code, as for a wrong password', async () => {
    const me = await createUser(testApp.app);
    await enrol(testApp.app, me.auth, now());
    const failures = async () =>
      (
        await testApp.app.services.db
          .selectFrom('audit_log')
          .select('id')
          .where('actor_id', '=', me.user.id)
          .where('action', '=', 'login.failure')
          .execute()
      ).length;
    expect((await login({ email: me.user.email, password: 'salah-sekali' })).statusCode).toBe(401);
    expect(await failures()).toBe(1);
    expect((await login({ email: me.user.email, password: me.password, code: '000000' })).statusCode).toBe(401);
    expect(await failures()).toBe(2);
    // The password alone, asked for its code, is not a failure.
    expect((await login({ email: me.user.email, password: me.password })).statusCode).toBe(401);
    expect(await failures()).toBe(2);
  });

  it('answers a wrong code, not a failure, when this server’s clock is behind the step last used', async () => {
    const me = await createUser(testApp.app);
    const { secret } = await enrol(testApp.app, me.auth, now());
    testClock.advance(30_000);
    const ahead = await login({ email: me.user.email, password: me.password, code: await codeAt(secret, now(), 1) });
    expect(ahead.statusCode, ahead.body).toBe(200);
    testClock.advance(-60_000);
    const behind = await login({ email: me.user.email, password: me.password, code: '123456' });
    expect(behind.statusCode, behind.body).toBe(401);
    expect(behind.json()).toMatchObject({ message: 'Kode verifikasi salah' });
  });
});
