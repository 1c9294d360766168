import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../src/lib/passwords';
import { createTestApp, createUser, getProfile, type TestApp } from './helpers';

/** Holds the next password check until released: the login's, while a password change runs to its end. */
const gate = vi.hoisted(() => ({ armed: false, held: Promise.resolve(), release: () => undefined as void }));

vi.mock('../src/lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: async (hash: string, password: string) => {
      const valid = await real.verifyPassword(hash, password);
      if (gate.armed) {
        gate.armed = false;
        await gate.held;
      }
      return valid;
    },
  };
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

describe('a login racing a password change (decisions §9)', () => {
  it('whose check ran before the change opens no session after it', async () => {
    const account = await createUser(testApp.app);
    gate.held = new Promise((resolve) => {
      gate.release = () => resolve();
    });
    gate.armed = true;
    // The old password is checked (and found right), then held while the owner changes it elsewhere.
    const login = testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: account.password },
    });
    await vi.waitFor(() => expect(gate.armed).toBe(false));
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: account.auth,
      payload: {
        current_password: account.password,
        new_password: 'Kalimat-Sandi-Baru-2026',
        confirm_password: 'Kalimat-Sandi-Baru-2026',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    gate.release();
    const answer = await login;
    expect(answer.statusCode, answer.body).toBe(401);
    expect(answer.json()).toMatchObject({ message: 'Email atau password salah' });
    const sessions = await testApp.app.services.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', account.user.id)
      .execute();
    // Only the session the change was made from.
    expect(sessions).toHaveLength(1);
    expect((await getProfile(testApp.app, account.token)).statusCode).toBe(200);
  });

  it('a login that is not raced still opens its session', async () => {
    const account = await createUser(testApp.app);
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: account.password },
    });
    expect(answer.statusCode).toBe(200);
    expect((await getProfile(testApp.app, answer.json<{ token: string }>().token)).statusCode).toBe(200);
  });
});
