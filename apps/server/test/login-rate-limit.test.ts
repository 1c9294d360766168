import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp } from './helpers';

const staff = (index: number) => ({
  username: `Pegawai Pagi ${index}`,
  email: `pagi${index}@kejaksaan.go.id`,
  password: `sandi-rahasia-${index}`,
  role: 'user' as const,
  position: '',
  phone: '',
  office: '',
});

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

/** Each test logs in from its own addresses so that the per-address counts do not leak between tests. */
let lastOctet = 0;
const nextAddress = () => {
  lastOctet += 1;
  return `10.20.${Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 1}`;
};

type Refusal = { message: string; tries_left?: number; retry_after?: number };

describe('login: the account slows down after five failures from anywhere (decisions §9)', () => {
  it('tells how many tries are left, then answers 429 for at most 30 s, even to the right password', async () => {
    const { user, password } = await createUser(testApp.app);
    const left: (number | undefined)[] = [];
    for (let guess = 0; guess < 5; guess += 1) {
      const response = await login(testApp.app, { email: user.email, password: `tebakan-${guess}` }, nextAddress());
      expect(response.statusCode).toBe(401);
      expect(response.json<Refusal>().message).toBe('Email atau password salah');
      left.push(response.json<Refusal>().tries_left);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);

    const response = await login(testApp.app, { email: user.email, password }, nextAddress());
    expect(response.statusCode).toBe(429);
    const body = response.json<Refusal>();
    expect(body.message).toMatch(
      /^Terlalu banyak percobaan login\. Silakan coba lagi dalam ([1-9]|[12]\d|30) detik\.$/,
    );
    expect(body.tries_left).toBe(0);
    expect(response.body).not.toContain('token');
    // The wait in seconds, for clients and proxies (decisions §2), and in the body for the form.
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 30).toBe(true);
    expect(body.retry_after).toBe(retryAfter);
  });

  it('counts the email whatever its case or spacing', async () => {
    const { user, password } = await createUser(testApp.app);
    for (const email of [user.email.toUpperCase(), `  ${user.email}  `, user.email, user.email, user.email]) {
      expect((await login(testApp.app, { email, password: 'tebakan-salah' }, nextAddress())).statusCode).toBe(401);
    }
    expect((await login(testApp.app, { email: user.email, password }, nextAddress())).statusCode).toBe(429);
  });

  it('lets the fifth attempt through after four failures', async () => {
    const { user, password } = await createUser(testApp.app);
    for (let guess = 0; guess < 4; guess += 1) {
      await login(testApp.app, { email: user.email, password: `tebakan-${guess}` }, nextAddress());
    }
    expect((await login(testApp.app, { email: user.email, password }, nextAddress())).statusCode).toBe(200);
  });

  it('answers an unknown email exactly as a known one', async () => {
    const { user } = await createUser(testApp.app);
    const answers = async (email: string) => {
      const shapes = [];
      for (let guess = 0; guess < 8; guess += 1) {
        const response = await login(testApp.app, { email, password: `tebakan-${guess}` }, nextAddress());
        const body = response.json<Refusal>();
        shapes.push([response.statusCode, body.message.replace(/\d+ detik/, 'N detik'), body.tries_left]);
      }
      return shapes;
    };
    expect(await answers('tidak.terdaftar@kejaksaan.go.id')).toEqual(await answers(user.email));
  });

  it('lets at most five of twelve parallel wrong guesses be checked, and answers 429 to the rest', async () => {
    const { user } = await createUser(testApp.app);
    const ip = nextAddress();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, guess) =>
        login(testApp.app, { email: user.email, password: `tebakan-${guess}` }, ip),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    for (const response of responses.filter((response) => response.statusCode === 429)) {
      expect(response.json<Refusal>().message.startsWith('Terlalu banyak percobaan login')).toBe(true);
    }
  });

  it('does not count invalid requests as failures', async () => {
    const { user, password } = await createUser(testApp.app);
    const ip = nextAddress();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(testApp.app, { email: user.email, password: '' }, ip)).statusCode).toBe(400);
    }
    expect((await login(testApp.app, { email: user.email, password }, ip)).statusCode).toBe(200);
  });
});

describe('login rate limit per address', () => {
  it('does not spend the per-address budget on successful logins', async () => {
    // One failure per account, twenty per address: a morning of logins from one office router.
    const office = await createTestApp({ LOGIN_MAX_ATTEMPTS: '1' });
    try {
      const accounts = Array.from({ length: 25 }, (_, index) => staff(index));
      await Promise.all(accounts.map((account) => office.app.services.usersService.create(account)));
      const statuses: number[] = [];
      for (const { email, password } of accounts) {
        statuses.push((await login(office.app, { email, password }, '10.21.0.1')).statusCode);
      }
      expect(statuses).toEqual(accounts.map(() => 200));
    } finally {
      await office.close();
    }
  });

  it('still stops guessing across many emails from one address after twenty failures', async () => {
    const office = await createTestApp({ LOGIN_MAX_ATTEMPTS: '1' });
    try {
      const account = staff(99);
      await office.app.services.usersService.create(account);
      for (let guess = 0; guess < 20; guess += 1) {
        const response = await login(
          office.app,
          { email: `tebak${guess}@kejaksaan.go.id`, password: 'x' },
          '10.21.0.2',
        );
        expect(response.statusCode).toBe(401);
      }
      const response = await login(office.app, { email: account.email, password: account.password }, '10.21.0.2');
      expect(response.statusCode).toBe(429);
      expect((await login(office.app, { email: account.email, password: account.password })).statusCode).toBe(200);
    } finally {
      await office.close();
    }
  });

  it('does not spend the per-address budget on retries of an account that waits', async () => {
    // One colleague hammering a waiting account must not lock out the whole office behind the same router.
    const office = await createTestApp({ LOGIN_MAX_ATTEMPTS: '1' });
    try {
      const locked = staff(200);
      const colleague = staff(201);
      await office.app.services.usersService.create(locked);
      await office.app.services.usersService.create(colleague);
      expect((await login(office.app, { email: locked.email, password: 'salah' }, '10.21.0.3')).statusCode).toBe(401);
      for (let retry = 0; retry < 25; retry += 1) {
        const response = await login(office.app, { email: locked.email, password: locked.password }, '10.21.0.3');
        expect(response.statusCode).toBe(429);
      }
      const response = await login(office.app, { email: colleague.email, password: colleague.password }, '10.21.0.3');
      expect(response.statusCode).toBe(200);
    } finally {
      await office.close();
    }
  });
});
