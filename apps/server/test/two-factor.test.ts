import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';
import {
  auditActions,
  codeAt,
  confirmTwoFactor,
  disableTwoFactor,
  enrol,
  loginWith,
  startTwoFactor,
} from './two-factor-support';

const testClock = createTestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({}, { clock: testClock.clock });
});

afterAll(async () => {
  await testApp.close();
});

const now = () => testClock.clock();

describe('enrolment: POST /api/profile/2fa and /confirm', () => {
  it('gives a base32 secret and an otpauth URL (issuer Jadwal Pidsus, the email) that is not active yet', async () => {
    const me = await createUser(testApp.app);
    const started = await startTwoFactor(testApp.app, me.auth);
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_url } = started.json<{ secret: string; otpauth_url: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Jadwal Pidsus:${me.user.email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Jadwal Pidsus');
    // Pending: the login still needs no code.
    const login = await loginWith(testApp.app, { email: me.user.email, password: me.password });
    expect(login.statusCode).toBe(200);
    const status = await testApp.app.inject({ method: 'GET', url: '/api/profile/2fa', headers: me.auth });
    expect(status.json()).toEqual({ enabled: false, required: false });
  });

  it('refuses a wrong code with 400, then a right one turns it on and answers 10 recovery codes', async () => {
    const me = await createUser(testApp.app);
    const { secret } = (await startTwoFactor(testApp.app, me.auth)).json<{ secret: string }>();
    const wrong = await confirmTwoFactor(testApp.app, me.auth, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Kode verifikasi salah', errors: { code: 'Kode verifikasi salah' } });
    const right = await confirmTwoFactor(testApp.app, me.auth, await codeAt(secret, now()));
    expect(right.statusCode).toBe(200);
    const codes = right.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    }
    const status = await testApp.app.inject({ method: 'GET', url: '/api/profile/2fa', headers: me.auth });
    expect(status.json()).toEqual({ enabled: true, required: false });
    // Never shown again: a new start is refused while it is on.
    expect((await startTwoFactor(testApp.app, me.auth)).statusCode).toBe(409);
    expect(await auditActions(testApp.app, me.user.id)).toEqual(['2fa.enable']);
  });

  it('answers 409 to a confirmation without a started enrolment, 400 to an empty code', async () => {
    const me = await createUser(testApp.app);
    expect((await confirmTwoFactor(testApp.app, me.auth, '123456')).statusCode).toBe(409);
    const empty = await confirmTwoFactor(testApp.app, me.auth, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ code: 'Masukkan kode verifikasi' });
  });

  it('stores the recovery codes hashed, never as given', async () => {
    const me = await createUser(testApp.app);
    const { recoveryCodes } = await enrol(testApp.app, me.auth, now());
    const stored = await testApp.app.services.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', me.user.id)
      .execute();
    expect(stored).toHaveLength(10);
    const hashes = stored.map((row) => row.code_hash).join(' ');
    for (const code of recoveryCodes) {
      expect(hashes).not.toContain(code.replace('-', ''));
    }
  });
});

describe('login with two-step sign-in', () => {
  it('asks for the code only after the right password; a wrong password answers as before', async () => {
    const me = await createUser(testApp.app);
    await enrol(testApp.app, me.auth, now());
    const wrongPassword = await loginWith(testApp.app, { email: me.user.email, password: 'salah-sekali' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Email atau password salah', tries_left: 4 });
    const noCode = await loginWith(testApp.app, { email: me.user.email, password: me.password });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ message: 'Masukkan kode verifikasi', two_factor_required: true });
  });

  it('takes a right code once: the same code again, or an earlier one, is refused', async () => {
    const me = await createUser(testApp.app);
    const { secret } = await enrol(testApp.app, me.auth, now());
    testClock.advance(30_000);
    const wrong = await loginWith(testApp.app, { email: me.user.email, password: me.password, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Kode verifikasi salah', two_factor_required: true });
    const code = await codeAt(secret, now());
    const right = await loginWith(testApp.app, { email: me.user.email, password: me.password, code });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ user: { id: me.user.id }, must_set_up_2fa: false });
    const again = await loginWith(testApp.app, { email: me.user.email, password: me.password, code });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Kode verifikasi salah');
    const earlier = await codeAt(secret, now(), -1);
    expect(
      (await loginWith(testApp.app, { email: me.user.email, password: me.password, code: earlier })).statusCode,
    ).toBe(401);
    testClock.advance(30_000);
    const next = await codeAt(secret, now());
    expect((await loginWith(testApp.app, { email: me.user.email, password: me.password, code: next })).statusCode).toBe(
      200,
    );
  });

  it('accepts a code one step early or late, not two', async () => {
    const me = await createUser(testApp.app);
    const { secret } = await enrol(testApp.app, me.auth, now());
    testClock.advance(5 * 30_000);
    const tryCode = async (steps: number) =>
      (
        await loginWith(testApp.app, {
          email: me.user.email,
          password: me.password,
          code: await codeAt(secret, now(), steps),
        })
      ).statusCode;
    expect(await tryCode(-2)).toBe(401);
    expect(await tryCode(2)).toBe(401);
    expect(await tryCode(-1)).toBe(200);
    testClock.advance(3 * 30_000);
    expect(await tryCode(1)).toBe(200);
  });

  it('takes each recovery code once, typed in any case, with or without its dash', async () => {
    const me = await createUser(testApp.app);
    const { recoveryCodes } = await enrol(testApp.app, me.auth, now());
    const [first = '', second = ''] = recoveryCodes;
    const use = async (code: string) =>
      (await loginWith(testApp.app, { email: me.user.email, password: me.password, code })).statusCode;
    expect(await use(first)).toBe(200);
    expect(await use(first)).toBe(401);
    expect(await use(second.toUpperCase().replace('-', ''))).toBe(200);
  });

  it('counts wrong codes as failed logins: after the limit, 429 even with the right code', async () => {
    const me = await createUser(testApp.app);
    const { secret } = await enrol(testApp.app, me.auth, now());
    const { maxAttempts } = testApp.config.login;
    const address = '10.9.8.7';
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const wrong = await loginWith(
        testApp.app,
        { email: me.user.email, password: me.password, code: '000000' },
        address,
      );
      expect(wrong.statusCode).toBe(401);
    }
    testClock.advance(30_000);
    const code = await codeAt(secret, now());
    const blocked = await loginWith(testApp.app, { email: me.user.email, password: me.password, code }, address);
    expect(blocked.statusCode).toBe(429);
  });
});

describe('DELETE /api/profile/2fa', () => {
  it('needs the password (400 when wrong), then turns it off: the login asks no code again', async () => {
    const me = await createUser(testApp.app);
    await enrol(testApp.app, me.auth, now());
    const missing = await disableTwoFactor(testApp.app, me.auth, '');
    expect(missing.statusCode).toBe(400);
    const wrong = await disableTwoFactor(testApp.app, me.auth, 'bukan-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: 'Password saat ini salah' });
    const done = await disableTwoFactor(testApp.app, me.auth, me.password);
    expect(done.statusCode).toBe(200);
    expect((await loginWith(testApp.app, { email: me.user.email, password: me.password })).statusCode).toBe(200);
    expect((await disableTwoFactor(testApp.app, me.auth, me.password)).statusCode).toBe(409);
    expect(await auditActions(testApp.app, me.user.id)).toEqual(['2fa.enable', '2fa.disable']);
  });
});
