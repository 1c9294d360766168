import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestClock,
  createUser,
  getProfile,
  HOUR,
  logout,
  MINUTE,
  SECOND,
  type TestApp,
} from './helpers';

const sessionExpired = { message: 'Sesi Anda telah berakhir. Silakan login kembali.' };

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('POST /api/auth/logout', () => {
  it('revokes the token so that it no longer opens the profile', async () => {
    testApp = await createTestApp();
    const { token } = await createUser(testApp.app);
    expect((await getProfile(testApp.app, token)).statusCode).toBe(200);

    const response = await logout(testApp.app, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Berhasil logout' });

    const after = await getProfile(testApp.app, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(sessionExpired);
    expect(await testApp.app.services.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it('ends only the session it is called with', async () => {
    testApp = await createTestApp();
    const phone = await createUser(testApp.app);
    const desk = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: phone.user.email, password: phone.password },
    });
    const deskToken = desk.json<{ token: string }>().token;

    await logout(testApp.app, phone.token);
    expect((await getProfile(testApp.app, phone.token)).statusCode).toBe(401);
    expect((await getProfile(testApp.app, deskToken)).statusCode).toBe(200);
  });

  it('answers 401 when the token is missing', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Anda belum login. Silakan login terlebih dahulu.' });
  });
});

describe('session expiry', () => {
  it('ends a session after its absolute lifetime even while it is in use', async () => {
    const time = createTestClock();
    testApp = await createTestApp({ SESSION_MAX_DAYS: '1', SESSION_IDLE_MINUTES: '480' }, { clock: time.clock });
    const { token } = await createUser(testApp.app);
    // Used every six hours, never idle, until a minute before its day is over.
    for (const elapsed of [6 * HOUR, 12 * HOUR, 18 * HOUR, 24 * HOUR - MINUTE]) {
      time.moveTo(elapsed);
      expect((await getProfile(testApp.app, token)).statusCode).toBe(200);
    }
    time.advance(MINUTE);
    const response = await getProfile(testApp.app, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionExpired);
  });

  it('ends a session left unused longer than the idle timeout', async () => {
    const time = createTestClock();
    testApp = await createTestApp({ SESSION_IDLE_MINUTES: '5' }, { clock: time.clock });
    const { token } = await createUser(testApp.app);
    time.advance(5 * MINUTE - SECOND);
    expect((await getProfile(testApp.app, token)).statusCode).toBe(200);

    const { token: idleToken } = await createUser(testApp.app);
    time.advance(5 * MINUTE + SECOND);
    const response = await getProfile(testApp.app, idleToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionExpired);
  });

  it('keeps a session in use alive past the idle window', async () => {
    const time = createTestClock();
    testApp = await createTestApp({ SESSION_IDLE_MINUTES: '5' }, { clock: time.clock });
    const { token } = await createUser(testApp.app);
    for (let step = 0; step < 5; step += 1) {
      time.advance(4 * MINUTE);
      expect((await getProfile(testApp.app, token)).statusCode).toBe(200);
    }
    // 20 minutes after login, four times the idle window, the session still works.
    time.advance(5 * MINUTE + SECOND);
    expect((await getProfile(testApp.app, token)).statusCode).toBe(401);
  });

  it('keeps a session used every 40 s alive when the idle window is one minute', async () => {
    const time = createTestClock();
    testApp = await createTestApp({ SESSION_IDLE_MINUTES: '1' }, { clock: time.clock });
    const { token } = await createUser(testApp.app);
    const db = testApp.app.services.db;
    const lastUsed = async () =>
      (await db.selectFrom('sessions').select('last_used_at').executeTakeFirstOrThrow()).last_used_at;
    // With a one-minute window, use is recorded after half of it (30 s), not only after a minute.
    for (const elapsed of [40 * SECOND, 80 * SECOND, 120 * SECOND]) {
      time.moveTo(elapsed);
      expect((await getProfile(testApp.app, token)).statusCode).toBe(200);
      expect(await lastUsed()).toBe(time.clock().toISOString());
    }
    // Still an idle timeout: a minute and a second after the last use, the session is over.
    time.advance(MINUTE + SECOND);
    const response = await getProfile(testApp.app, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionExpired);
  });

  it('records use at most once a minute', async () => {
    const time = createTestClock();
    testApp = await createTestApp({ SESSION_IDLE_MINUTES: '5' }, { clock: time.clock });
    const { token } = await createUser(testApp.app);
    const db = testApp.app.services.db;
    const lastUsed = async () =>
      (await db.selectFrom('sessions').select('last_used_at').executeTakeFirstOrThrow()).last_used_at;
    const loginTime = await lastUsed();

    time.advance(30 * SECOND);
    expect((await getProfile(testApp.app, token)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(loginTime);

    time.advance(31 * SECOND);
    expect((await getProfile(testApp.app, token)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(time.clock().toISOString());
  });

  it('does not let a use within the last minute extend the idle window', async () => {
    const time = createTestClock();
    testApp = await createTestApp({ SESSION_IDLE_MINUTES: '5' }, { clock: time.clock });
    const { token } = await createUser(testApp.app);
    time.advance(30 * SECOND);
    expect((await getProfile(testApp.app, token)).statusCode).toBe(200);
    // The use at 30 s was not recorded, so the idle window still counts from the login.
    time.advance(5 * MINUTE - 30 * SECOND + SECOND);
    expect((await getProfile(testApp.app, token)).statusCode).toBe(401);
  });
});

describe('authorization header', () => {
  it('accepts the Bearer scheme in any case', async () => {
    testApp = await createTestApp();
    const { token } = await createUser(testApp.app);
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(response.statusCode).toBe(200);
    }
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect((await getProfile(testApp.app, token)).statusCode).toBe(401);
  });
});

describe('deleted accounts', () => {
  it('answers 401 to the token of a user marked deleted', async () => {
    testApp = await createTestApp();
    const { user, token, password } = await createUser(testApp.app);
    await testApp.app.services.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();

    const response = await getProfile(testApp.app, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionExpired);

    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(again.statusCode).toBe(401);
  });
});
