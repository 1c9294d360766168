import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Role } from '@pidsus/shared';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { NewUserRow } from '../src/db/tables';

/**
 * The server suite runs on the embedded SQLite by default; with DATABASE_URL (and REDIS_URL) set, the
 * same tests run on PostgreSQL (and Redis), each app in a fresh schema that is dropped afterwards.
 */
export const databaseUrl = process.env.DATABASE_URL;
export const redisUrl = process.env.REDIS_URL;

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export async function freshPostgresSchema(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `t_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: scoped.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop schema ${schema} cascade`);
      await dropper.end();
    },
  };
}

/** Builds an app on a database of its own. `env` overrides settings the way the environment would. */
export async function createTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-test-'));
  const schema = databaseUrl ? await freshPostgresSchema(databaseUrl) : undefined;
  const cleanUp = async () => {
    await schema?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // Admins would have to set up two-step sign-in before anything else (decisions §9); the suites not about it
      // log in without. test/two-factor*.test.ts turn it on.
      REQUIRE_2FA_ADMIN: 'false',
      ...(schema ? { DATABASE_URL: schema.url } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...env,
    });
    const app = await buildApp(config, {
      logger: false,
      redisPrefix: `test:${randomUUID()}:`,
      dailyReminder: false,
      dailyTrashPurge: false,
      // Every answer of the suite is also checked against its Zod schema (lib/response-serializer.ts).
      verifyResponses: true,
      // The suites write fixtures behind the app's back and read them at once: the version of the cases' answers
      // is read on every request here. The 500 ms an instance trusts it for is tested in cases-answer-cache.test.ts.
      listVersionMaxAgeMs: 0,
      ...options,
    });
    return {
      app,
      config,
      async close() {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    // A config or migration error must not leave a schema or a folder behind.
    await cleanUp();
    throw error;
  }
}

/** The settings of a second instance on the same database as `app`: its PostgreSQL schema, or its SQLite file. */
export function sameDatabaseAs(app: TestApp): Record<string, string> {
  return {
    DATA_DIR: app.config.dataDir,
    ...(app.config.database.kind === 'postgres' ? { DATABASE_URL: app.config.database.url } : {}),
  };
}

/** A `users` row to insert directly, bypassing the service (for tests of the schema itself). */
export function userRow(email: string): NewUserRow {
  const now = new Date().toISOString();
  return {
    username: 'Ganda',
    email,
    password_hash: 'x',
    role: 'user',
    position: '',
    phone: '',
    office: '',
    avatar_url: null,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  };
}

let counter = 0;

/** Creates an account through the service and logs it in through the API. */
export async function createUser(
  app: FastifyInstance,
  overrides: { role?: Role; email?: string; username?: string } = {},
) {
  counter += 1;
  const password = `rahasia-${counter}-${randomUUID().slice(0, 8)}`;
  const user = await app.services.usersService.create({
    username: overrides.username ?? `Pegawai ${counter}`,
    email: overrides.email ?? `pegawai${counter}-${randomUUID().slice(0, 6)}@kejaksaan.go.id`,
    password,
    role: overrides.role ?? 'user',
    position: 'Jaksa Fungsional',
    phone: '',
    office: 'Kejari Jakarta Pusat',
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password },
  });
  const body = response.json<{ token: string }>();
  return { user, password, token: body.token, auth: { authorization: `Bearer ${body.token}` } };
}

/** A clock the test moves by hand, passed to the app as `{ clock }`; it starts at `start` and stands still. */
export function createTestClock(start = new Date('2026-03-02T01:00:00.000Z')) {
  let now = new Date(start);
  return {
    clock: () => new Date(now),
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    /** Sets the time to `elapsedMs` after the start. */
    moveTo(elapsedMs: number) {
      now = new Date(start.getTime() + elapsedMs);
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

/** POST /api/auth/login, optionally from a given client address (the rate limiter keys on it). */
export function login(app: FastifyInstance, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
}

/** GET /api/profile with a bearer token: the simplest call that needs a live session. */
export function getProfile(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
}

/** POST /api/auth/logout with a bearer token. */
export function logout(app: FastifyInstance, token: string) {
  return app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
}
