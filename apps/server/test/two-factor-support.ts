import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';

type Auth = { authorization: string };

/**
 * The code an authenticator app shows for `secret` at `now` moved by `steps` time steps, computed by otplib as the
 * phone's app would (RFC 6238, SHA-1, 6 digits, 30 s).
 */
export const codeAt = (secret: string, now: Date, steps = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(now.getTime() / 1000) + steps * 30 });

export const startTwoFactor = (app: FastifyInstance, auth: Auth) =>
  app.inject({ method: 'POST', url: '/api/profile/2fa', headers: auth });

export const confirmTwoFactor = (app: FastifyInstance, auth: Auth, code: unknown) =>
  app.inject({ method: 'POST', url: '/api/profile/2fa/confirm', headers: auth, payload: { code } });

export const disableTwoFactor = (app: FastifyInstance, auth: Auth, password: unknown) =>
  app.inject({ method: 'DELETE', url: '/api/profile/2fa', headers: auth, payload: { password } });

/** Turns two-step sign-in on for the account: its secret and its recovery codes. */
export async function enrol(app: FastifyInstance, auth: Auth, now: Date) {
  const started = await startTwoFactor(app, auth);
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json<{ secret: string }>();
  const confirmed = await confirmTwoFactor(app, auth, await codeAt(secret, now));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json<{ recovery_codes: string[] }>().recovery_codes };
}

export const loginWith = (app: FastifyInstance, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

/** The account's audit rows, oldest first (the admin's history of the account). */
export async function auditActions(app: FastifyInstance, userId: number): Promise<string[]> {
  const rows = await app.services.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id'])
    .where('target_user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}
