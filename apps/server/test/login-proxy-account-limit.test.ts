import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

/**
 * Password guessing from many addresses (decisions §2, §9): with `TRUST_PROXY` a number of proxies, the
 * client's address is the entry the proxy appended to `X-Forwarded-For`, not one the client wrote; and
 * whatever the addresses, an account answers one attempt every 30 s (doubling) after five failures.
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

  it('slows 12 wrong passwords for the admin with a different forged X-Forwarded-For each', async () => {
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
    expectRetryAfter(last!, 30);
    const right = await loginVia(
      t.app,
      { email: admin.user.email, password: admin.password },
      { remoteAddress: NGINX, forwardedFor: `${forgedAddress()}, 198.51.100.7` },
    );
    expect(right.statusCode).toBe(429);
  });

  it('still slows the account for a client that reaches the instance directly with forged addresses', async () => {
    const { user, password } = await createUser(t.app);
    const statuses: number[] = [];
    for (let guess = 0; guess < 7; guess += 1) {
      const response = await loginVia(
        t.app,
        { email: user.email, password: `tebakan-${guess}` },
        { remoteAddress: '203.0.113.50', forwardedFor: forgedAddress() },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(5).fill(401), 429, 429]);
    const right = await loginVia(t.app, { email: user.email, password }, { remoteAddress: '203.0.113.51' });
    expect(right.statusCode).toBe(429);
  });
});

describe('with the proxy given by address (TRUST_PROXY=10.0.0.2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One failure per account, twenty per address: the address's ceiling shows which address was counted.
    t = await createTestApp({ TRUST_PROXY: NGINX, LOGIN_MAX_ATTEMPTS: '1' });
  });
  afterAll(() => t.close());

  /** Twenty wrong passwords for twenty unknown emails from one client: its address's ceiling is reached. */
  async function sprayFrom(from: { remoteAddress: string; forwardedFor?: string }, tag: string) {
    for (let guess = 0; guess < 20; guess += 1) {
      const response = await loginVia(t.app, { email: `${tag}${guess}@kejaksaan.go.id`, password: 'x' }, from);
      expect(response.statusCode).toBe(401);
    }
  }

  it('ignores X-Forwarded-For from any other address', async () => {
    const { user, password } = await createUser(t.app);
    // Each request forges another address, yet all count for the one that connected.
    for (let guess = 0; guess < 20; guess += 1) {
      const from = { remoteAddress: '203.0.113.60', forwardedFor: forgedAddress() };
      expect((await loginVia(t.app, { email: `acak${guess}@kejaksaan.go.id`, password: 'x' }, from)).statusCode).toBe(
        401,
      );
    }
    const again = { remoteAddress: '203.0.113.60', forwardedFor: forgedAddress() };
    expect((await loginVia(t.app, { email: user.email, password }, again)).statusCode).toBe(429);
  });

  it('reads the client address from X-Forwarded-For when the proxy sends it', async () => {
    const { user, password } = await createUser(t.app);
    const fromThere = { remoteAddress: NGINX, forwardedFor: '198.51.100.20' };
    await sprayFrom(fromThere, 'semprot');
    expect((await loginVia(t.app, { email: user.email, password }, fromThere)).statusCode).toBe(429);
    const elsewhere = { remoteAddress: NGINX, forwardedFor: '198.51.100.21' };
    expect((await loginVia(t.app, { email: user.email, password }, elsewhere)).statusCode).toBe(200);
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
