import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp } from './helpers';

const staff = (index: number) => ({
  username: `Pegawai Pagi ${index}`,
  email: `pagi${index}@kejaksaan.go.id`,
  password: `rahasia-pagi-${index}`,
  role: 'user' as const,
  position: '',
  phone: '',
  office: '',
});

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_MINUTES: '15' });
});

afterAll(async () => {
  await testApp.close();
});

/** Each test logs in from its own address so that the per-IP counts do not leak between tests. */
let lastOctet = 0;
const nextAddress = () => {
  lastOctet += 1;
  return `10.20.0.${lastOctet}`;
};

async function failLogins(email: string, ip: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await login(testApp.app, { email, password: 'tebakan-salah' }, ip);
    expect(response.statusCode).toBe(401);
  }
}

describe('login rate limit', () => {
  it('answers 429 to the fourth attempt after three failures, even with the right password', async () => {
    const { user, password } = await createUser(testApp.app);
    const ip = nextAddress();
    await failLogins(user.email, ip, 3);

    const response = await login(testApp.app, { email: user.email, password }, ip);
    expect(response.statusCode).toBe(429);
    const { message } = response.json<{ message: string }>();
    expect(message.startsWith('Terlalu banyak percobaan login')).toBe(true);
    expect(message).toMatch(/dalam 1[0-5] menit/);
    expect(response.body).not.toContain('token');
    // The wait in seconds, for clients and proxies (decisions §2).
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter > 14 * 60 && retryAfter <= 15 * 60).toBe(true);
  });

  it('counts the email whatever its case or spacing', async () => {
    const { user, password } = await createUser(testApp.app);
    const ip = nextAddress();
    await failLogins(user.email.toUpperCase(), ip, 2);
    await failLogins(`  ${user.email}  `, ip, 1);
    expect((await login(testApp.app, { email: user.email, password }, ip)).statusCode).toBe(429);
  });

  it('lets the third attempt through after two failures', async () => {
    const { user, password } = await createUser(testApp.app);
    const ip = nextAddress();
    await failLogins(user.email, ip, 2);
    expect((await login(testApp.app, { email: user.email, password }, ip)).statusCode).toBe(200);
  });

  it('resets the count for the email after a successful login', async () => {
    const { user, password } = await createUser(testApp.app);
    const ip = nextAddress();
    await failLogins(user.email, ip, 2);
    expect((await login(testApp.app, { email: user.email, password }, ip)).statusCode).toBe(200);
    await failLogins(user.email, ip, 2);
    expect((await login(testApp.app, { email: user.email, password }, ip)).statusCode).toBe(200);
  });

  it('leaves other emails from the same address unaffected', async () => {
    const blocked = await createUser(testApp.app);
    const other = await createUser(testApp.app);
    const ip = nextAddress();
    await failLogins(blocked.user.email, ip, 3);
    expect((await login(testApp.app, { email: blocked.user.email, password: blocked.password }, ip)).statusCode).toBe(
      429,
    );
    expect((await login(testApp.app, { email: other.user.email, password: other.password }, ip)).statusCode).toBe(200);
  });

  it('leaves the same email from another address unaffected', async () => {
    const { user, password } = await createUser(testApp.app);
    await failLogins(user.email, nextAddress(), 3);
    expect((await login(testApp.app, { email: user.email, password }, nextAddress())).statusCode).toBe(200);
  });

  it('counts failures for unknown emails too', async () => {
    const ip = nextAddress();
    await failLogins('tidak.terdaftar@kejaksaan.go.id', ip, 3);
    const response = await login(testApp.app, { email: 'tidak.terdaftar@kejaksaan.go.id', password: 'apa saja' }, ip);
    expect(response.statusCode).toBe(429);
  });

  it('lets at most three of twelve parallel wrong guesses be checked, and answers 429 to the rest', async () => {
    const { user } = await createUser(testApp.app);
    const ip = nextAddress();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, guess) =>
        login(testApp.app, { email: user.email, password: `tebakan-${guess}` }, ip),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    for (const response of responses.filter((response) => response.statusCode === 429)) {
      expect(response.json<{ message: string }>().message.startsWith('Terlalu banyak percobaan login')).toBe(true);
    }
  });

  it('does not count invalid requests as failures', async () => {
    const { user, password } = await createUser(testApp.app);
    const ip = nextAddress();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login(testApp.app, { email: user.email, password: '' }, ip)).statusCode).toBe(400);
    }
    expect((await login(testApp.app, { email: user.email, password }, ip)).statusCode).toBe(200);
  });
});

describe('login rate limit per address', () => {
  it('does not spend the per-address budget on successful logins', async () => {
    // One failure per email and address, twenty per address: a morning of logins from one office router.
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

  it('does not spend the per-address budget on retries of an account that is already blocked', async () => {
    // One colleague hammering a locked account must not lock out the whole office behind the same router.
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
