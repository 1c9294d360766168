import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

/**
 * Password guessing from many addresses (decisions §2): with `TRUST_PROXY` a number of proxies, the
 * client's address is the entry the proxy appended to `X-Forwarded-For`, not one the client wrote; and
 * whatever the addresses, an account gets at most `LOGIN_MAX_ACCOUNT_ATTEMPTS` failures per window.
 */

const NGINX = '10.0.0.2';

function loginVia(
  app: FastifyInstance,
  payload: { email: string; password: string },
  from: { remoteAddress: string; forwardedFor?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor === undefined ? {} : { 'x-forwarded-for': from.forwardedFor },
  });
}

/** A client-written `X-Forwarded-For` entry, different on every call. */
let forged = 0;
const forgedAddress = () => {
  forged += 1;
  return `172.16.${Math.floor(forged / 250)}.${(forged % 250) + 1}`;
};

function expectRetryAfter(response: { headers: Record<string, unknown> }, atMostSeconds: number) {
  const seconds = Number(response.headers['retry-after']);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(atMostSeconds);
}

describe('behind one nginx (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('limits 12 wrong passwords for the admin with a different forged X-Forwarded-For each', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const statuses: number[] = [];
    let last;
    for (let guess = 0; guess < 12; guess += 1) {
      // nginx's $proxy_add_x_forwarded_for appends the address it saw to what the client sent.
      last = await loginVia(
        t.app,
        { email: admin.user.email, password: `tebakan-${guess}` },
        { remoteAddress: NGINX, forwardedFor: `${forgedAddress()}, 198.51.100.7` },
      );
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
    expectRetryAfter(last!, 15 * 60);
    const right = await loginVia(
      t.app,
      { email: admin.user.email, password: admin.password },
      { remoteAddress: NGINX, forwardedFor: `${forgedAddress()}, 198.51.100.7` },
    );
    expect(right.statusCode).toBe(429);
    // The admin at their own desk is not locked out by it.
    const own = await loginVia(
      t.app,
      { email: admin.user.email, password: admin.password },
      { remoteAddress: NGINX, forwardedFor: '198.51.100.8' },
    );
    expect(own.statusCode).toBe(200);
  });

  it('still limits the account for a client that reaches the instance directly with forged addresses', async () => {
    const { user, password } = await createUser(t.app);
    const statuses: number[] = [];
    for (let guess = 0; guess < 22; guess += 1) {
      const response = await loginVia(
        t.app,
        { email: user.email, password: `tebakan-${guess}` },
        { remoteAddress: '203.0.113.50', forwardedFor: forgedAddress() },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(20).fill(401), 429, 429]);
    const right = await loginVia(t.app, { email: user.email, password }, { remoteAddress: '203.0.113.51' });
    expect(right.statusCode).toBe(429);
  });
});

describe('with the proxy given by address (TRUST_PROXY=10.0.0.2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: NGINX });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from any other address', async () => {
    const { user } = await createUser(t.app);
    const statuses: number[] = [];
    for (let guess = 0; guess < 7; guess += 1) {
      const response = await loginVia(
        t.app,
        { email: user.email, password: `tebakan-${guess}` },
        { remoteAddress: '203.0.113.60', forwardedFor: forgedAddress() },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('reads the client address from X-Forwarded-For when the proxy sends it', async () => {
    const { user, password } = await createUser(t.app);
    for (let guess = 0; guess < 5; guess += 1) {
      const response = await loginVia(
        t.app,
        { email: user.email, password: `tebakan-${guess}` },
        { remoteAddress: NGINX, forwardedFor: '198.51.100.20' },
      );
      expect(response.statusCode).toBe(401);
    }
    const fromThere = { remoteAddress: NGINX, forwardedFor: '198.51.100.20' };
    expect((await loginVia(t.app, { email: user.email, password }, fromThere)).statusCode).toBe(429);
    const elsewhere = { remoteAddress: NGINX, forwardedFor: '198.51.100.21' };
    expect((await loginVia(t.app, { email: user.email, password }, elsewhere)).statusCode).toBe(200);
  });
});

describe('per-account limit (LOGIN_MAX_ACCOUNT_ATTEMPTS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({});
  });
  afterAll(() => t.close());

  /** 30 wrong passwords for one email, each from its own source address; the statuses and messages. */
  async function guessFromThirtyAddresses(email: string, network: number) {
    const answers: { status: number; message: string; retryAfter: unknown }[] = [];
    for (let guess = 0; guess < 30; guess += 1) {
      const response = await loginVia(
        t.app,
        { email, password: `tebakan-${guess}` },
        { remoteAddress: `10.${network}.0.${guess + 1}` },
      );
      answers.push({
        status: response.statusCode,
        message: response.json<{ message: string }>().message,
        retryAfter: response.headers['retry-after'],
      });
    }
    return answers;
  }

  it('answers 429 with Retry-After after 20 failures for one account from 30 source addresses', async () => {
    const { user, password } = await createUser(t.app);
    const other = await createUser(t.app);
    const answers = await guessFromThirtyAddresses(user.email, 31);
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(20).fill(401),
      ...Array<number>(10).fill(429),
    ]);
    expect(answers[20]?.message).toMatch(/^Terlalu banyak percobaan login\. Silakan coba lagi dalam 1[0-5] menit\.$/);
    expectRetryAfter({ headers: { 'retry-after': answers[29]?.retryAfter } }, 15 * 60);
    expect(answers[0]?.retryAfter).toBeUndefined();
    // The account stays closed from a new address; another account from the same addresses does not.
    expect((await loginVia(t.app, { email: user.email, password }, { remoteAddress: '10.31.1.1' })).statusCode).toBe(
      429,
    );
    const colleague = { email: other.user.email, password: other.password };
    expect((await loginVia(t.app, colleague, { remoteAddress: '10.31.0.1' })).statusCode).toBe(200);
  });

  it('answers an unknown email exactly as a known one', async () => {
    const { user } = await createUser(t.app);
    const known = await guessFromThirtyAddresses(user.email, 32);
    const unknown = await guessFromThirtyAddresses('tidak.terdaftar.sama.sekali@kejaksaan.go.id', 33);
    const shape = (answer: { status: number; message: string; retryAfter: unknown }) => [
      answer.status,
      answer.message,
      answer.retryAfter === undefined,
    ];
    expect(unknown.map(shape)).toEqual(known.map(shape));
  });

  it('counts the account whatever the case or spacing of the email', async () => {
    const { user, password } = await createUser(t.app);
    for (let guess = 0; guess < 20; guess += 1) {
      const email = guess % 2 === 0 ? user.email.toUpperCase() : `  ${user.email} `;
      const response = await loginVia(t.app, { email, password: 'salah' }, { remoteAddress: `10.34.0.${guess + 1}` });
      expect(response.statusCode).toBe(401);
    }
    expect((await loginVia(t.app, { email: user.email, password }, { remoteAddress: '10.34.1.1' })).statusCode).toBe(
      429,
    );
  });
});

describe('a successful login and the per-account count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3', LOGIN_MAX_ACCOUNT_ATTEMPTS: '4' });
  });
  afterAll(() => t.close());

  it("does not reset another address's failures", async () => {
    const { user, password } = await createUser(t.app);
    const attacker = { remoteAddress: '10.40.0.1' };
    const owner = { remoteAddress: '10.40.0.2' };
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await loginVia(t.app, { email: user.email, password: `x${guess}` }, attacker)).statusCode).toBe(401);
    }
    expect((await loginVia(t.app, { email: user.email, password }, owner)).statusCode).toBe(200);
    // The attacker's three still count: one more failure reaches four, and the account closes.
    expect((await loginVia(t.app, { email: user.email, password: 'salah' }, owner)).statusCode).toBe(401);
    expect((await loginVia(t.app, { email: user.email, password }, owner)).statusCode).toBe(429);
  });

  it("gives back the owner's own typos from the address that then logged in", async () => {
    const { user, password } = await createUser(t.app);
    const owner = { remoteAddress: '10.41.0.2' };
    expect((await loginVia(t.app, { email: user.email, password: 'salah-1' }, owner)).statusCode).toBe(401);
    expect((await loginVia(t.app, { email: user.email, password: 'salah-2' }, owner)).statusCode).toBe(401);
    expect((await loginVia(t.app, { email: user.email, password }, owner)).statusCode).toBe(200);
    // Four failures from elsewhere are now allowed, no more.
    for (let guess = 0; guess < 4; guess += 1) {
      const from = { remoteAddress: `10.41.1.${guess + 1}` };
      expect((await loginVia(t.app, { email: user.email, password: `y${guess}` }, from)).statusCode).toBe(401);
    }
    expect((await loginVia(t.app, { email: user.email, password }, { remoteAddress: '10.41.2.1' })).statusCode).toBe(
      429,
    );
  });
});

describe('Retry-After on the password-change limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '2', LOGIN_WINDOW_MINUTES: '10' });
  });
  afterAll(() => t.close());

  it('carries the wait in seconds on the 429', async () => {
    const { auth, password } = await createUser(t.app);
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/password',
        headers: auth,
        payload: { current_password: current, new_password: 'sandi-baru-99', confirm_password: 'sandi-baru-99' },
      });
    expect((await change('salah-1')).statusCode).toBe(400);
    expect((await change('salah-2')).statusCode).toBe(400);
    const blocked = await change(password);
    expect(blocked.statusCode).toBe(429);
    expectRetryAfter(blocked, 10 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(9 * 60);
  });
});
