import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureAdmin } from '../src/bootstrap';
import { createTestApp, createUser, login, type TestApp } from './helpers';

/** Every account a test creates fits in one page. */
const firstPage = { limit: 500, offset: 0 };

let testApp: TestApp | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  await testApp?.close();
  testApp = undefined;
});

/** Captures what ensureAdmin prints, without letting it reach the test output. */
function captureStdout() {
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  return () => spy.mock.calls.map((call) => String(call[0])).join('');
}

/** A logger whose calls the test can read. */
function spyLogger() {
  const calls = { info: vi.fn(), error: vi.fn(), warn: vi.fn(), fatal: vi.fn(), debug: vi.fn(), trace: vi.fn() };
  const logger: FastifyBaseLogger = { level: 'info', silent: vi.fn(), ...calls, child: () => logger };
  return { logger, ...calls };
}

describe('ensureAdmin', () => {
  it('creates the admin with the configured email and password', async () => {
    testApp = await createTestApp({ ADMIN_EMAIL: 'Kepala@Kejari.go.id', ADMIN_PASSWORD: 'rahasia-awal-123' });
    const printed = captureStdout();
    await ensureAdmin(testApp.app.services.usersService, testApp.config.admin, testApp.app.log);
    expect(printed()).not.toContain('rahasia-awal-123');

    const response = await login(testApp.app, { email: 'kepala@kejari.go.id', password: 'rahasia-awal-123' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { username: string; role: string; email: string } }>().user).toMatchObject({
      username: 'admin',
      email: 'kepala@kejari.go.id',
      role: 'admin',
    });
  });

  it('prints a generated password once when ADMIN_PASSWORD is unset, and it works', async () => {
    testApp = await createTestApp();
    const printed = captureStdout();
    await ensureAdmin(testApp.app.services.usersService, testApp.config.admin, testApp.app.log);

    const output = printed();
    expect(output).toContain('Akun administrator dibuat');
    expect(output).toContain('admin@pidsus.local');
    const password = /Password: (\S+)/.exec(output)?.[1] ?? '';
    expect(password).toHaveLength(20);

    const response = await login(testApp.app, { email: 'admin@pidsus.local', password });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { role: string } }>().user.role).toBe('admin');

    const stored = await testApp.app.services.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain(password);
  });

  it('does nothing when an admin exists', async () => {
    testApp = await createTestApp({ ADMIN_PASSWORD: 'rahasia-awal-123' });
    await createUser(testApp.app, { role: 'admin' });
    const printed = captureStdout();
    await ensureAdmin(testApp.app.services.usersService, testApp.config.admin, testApp.app.log);

    expect(printed()).toBe('');
    const users = (await testApp.app.services.usersService.list(firstPage)).users;
    expect(users).toHaveLength(1);
    expect(users.map((user) => user.email)).not.toContain('admin@pidsus.local');
  });

  it('creates only one admin when run twice', async () => {
    testApp = await createTestApp();
    const printed = captureStdout();
    await ensureAdmin(testApp.app.services.usersService, testApp.config.admin, testApp.app.log);
    await ensureAdmin(testApp.app.services.usersService, testApp.config.admin, testApp.app.log);
    expect(printed().match(/Akun administrator dibuat/g)).toHaveLength(1);
    expect((await testApp.app.services.usersService.list(firstPage)).users).toHaveLength(1);
  });

  it('still creates an admin when only staff users exist', async () => {
    testApp = await createTestApp({ ADMIN_PASSWORD: 'rahasia-awal-123' });
    await createUser(testApp.app, { role: 'user' });
    await ensureAdmin(testApp.app.services.usersService, testApp.config.admin, testApp.app.log);
    expect((await login(testApp.app, { email: 'admin@pidsus.local', password: 'rahasia-awal-123' })).statusCode).toBe(
      200,
    );
  });

  it('keeps serving, creates no admin and logs an error when ADMIN_EMAIL belongs to a staff account', async () => {
    testApp = await createTestApp({ ADMIN_EMAIL: 'kepala@kejari.go.id', ADMIN_PASSWORD: 'rahasia-awal-123' });
    const staff = await createUser(testApp.app, { role: 'user', email: 'kepala@kejari.go.id' });
    const printed = captureStdout();
    const log = spyLogger();

    await expect(ensureAdmin(testApp.app.services.usersService, testApp.config.admin, log.logger)).resolves.toBe(
      undefined,
    );
    expect(await testApp.app.services.usersService.hasAdmin()).toBe(false);
    const users = (await testApp.app.services.usersService.list(firstPage)).users;
    expect(users.map((user) => [user.id, user.role])).toEqual([[staff.user.id, 'user']]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith({ email: 'kepala@kejari.go.id' }, expect.stringContaining('ADMIN_EMAIL'));
    expect(log.info).not.toHaveBeenCalled();
    expect(printed()).toBe('');
    // The staff account keeps its own password.
    expect((await login(testApp.app, { email: 'kepala@kejari.go.id', password: staff.password })).statusCode).toBe(200);
  });

  it('makes exactly one admin when two starts race on an empty database', async () => {
    testApp = await createTestApp({ ADMIN_PASSWORD: 'rahasia-awal-123' });
    const first = spyLogger();
    const second = spyLogger();
    const results = await Promise.allSettled([
      ensureAdmin(testApp.app.services.usersService, testApp.config.admin, first.logger),
      ensureAdmin(testApp.app.services.usersService, testApp.config.admin, second.logger),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const users = (await testApp.app.services.usersService.list(firstPage)).users;
    expect(users.map((user) => [user.email, user.role])).toEqual([['admin@pidsus.local', 'admin']]);
    // One of them created it; neither complained.
    expect(first.info.mock.calls.length + second.info.mock.calls.length).toBe(1);
    expect(first.error).not.toHaveBeenCalled();
    expect(second.error).not.toHaveBeenCalled();
  });
});
