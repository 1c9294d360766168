import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp } from './helpers';

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

  it('does not count invalid requests as failures', async () => {
    const { user, password } = await createUser(testApp.app);
    const ip = nextAddress();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login(testApp.app, { email: user.email, password: '' }, ip)).statusCode).toBe(400);
    }
    expect((await login(testApp.app, { email: user.email, password }, ip)).statusCode).toBe(200);
  });
});
