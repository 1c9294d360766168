import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../src/db/errors';
import { AppError } from '../src/lib/errors';
import { createTestApp, createUser, getProfile, login, type TestApp, userRow } from './helpers';

/** Every account a test creates fits in one page. */
const firstPage = { limit: 500, offset: 0 };

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const newUser = (email: string) => ({
  username: 'Budi Santoso',
  email,
  password: 'Sungai-Barito-7',
  role: 'user' as const,
  position: '',
  phone: '',
  office: '',
});

describe('usersService.create', () => {
  it('stores an argon2id hash, never the password', async () => {
    const user = await testApp.app.services.usersService.create(newUser('budi@kejaksaan.go.id'));
    const row = await testApp.app.services.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(row.password_hash).not.toContain('Sungai-Barito-7');
    expect(Object.keys(user)).not.toContain('password_hash');
  });

  it('answers 409 for an email already in use, whatever its case', async () => {
    await testApp.app.services.usersService.create(newUser('sari@kejaksaan.go.id'));
    await expect(testApp.app.services.usersService.create(newUser('SARI@kejaksaan.go.id'))).rejects.toMatchObject({
      statusCode: 409,
      message: 'Email sudah digunakan',
    });
  });
});

describe('email of a deleted account', () => {
  const markDeleted = (id: number) =>
    testApp.app.services.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();

  it('can be given to a new account', async () => {
    const service = testApp.app.services.usersService;
    const old = await service.create(newUser('dipakai.lagi@kejaksaan.go.id'));
    await markDeleted(old.id);

    const reused = await service.create({ ...newUser('dipakai.lagi@kejaksaan.go.id'), password: 'rahasia-baru-1' });
    expect(reused.id).not.toBe(old.id);
    expect(reused.email).toBe('dipakai.lagi@kejaksaan.go.id');
    const response = await login(testApp.app, { email: reused.email, password: 'rahasia-baru-1' }, '10.30.0.2');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { id: number } }>().user.id).toBe(reused.id);
  });

  it('is still refused to a second live account while the first is live', async () => {
    const service = testApp.app.services.usersService;
    const old = await service.create(newUser('sekali.lagi@kejaksaan.go.id'));
    await markDeleted(old.id);
    await service.create(newUser('sekali.lagi@kejaksaan.go.id'));
    await expect(service.create(newUser('sekali.lagi@kejaksaan.go.id'))).rejects.toMatchObject({
      statusCode: 409,
      message: 'Email sudah digunakan',
    });
  });
});

describe('two accounts created at once with one email', () => {
  it('creates one and answers 409 to the other, not a database error', async () => {
    const service = testApp.app.services.usersService;
    const results = await Promise.allSettled([
      service.create(newUser('bersamaan@kejaksaan.go.id')),
      service.create({ ...newUser('bersamaan@kejaksaan.go.id'), username: 'Budi Kedua' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected: unknown[] = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toBeInstanceOf(AppError);
    expect(rejected[0]).toMatchObject({ statusCode: 409, message: 'Email sudah digunakan' });
    const rows = await testApp.app.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'bersamaan@kejaksaan.go.id')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('is refused by the database itself for two live rows, with an error isUniqueViolation knows', async () => {
    const row = userRow('ganda.langsung@kejaksaan.go.id');
    const db = testApp.app.services.db;
    await db.insertInto('users').values(row).execute();
    const error: unknown = await db
      .insertInto('users')
      .values(row)
      .execute()
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeDefined();
    expect(isUniqueViolation(error)).toBe(true);
    // A deleted row with the same email is no obstacle.
    await expect(
      db
        .insertInto('users')
        .values({ ...row, deleted_at: row.created_at })
        .execute(),
    ).resolves.toBeDefined();
  });
});

describe('profileService.get', () => {
  it('answers the profile of a live account', async () => {
    const created = await testApp.app.services.usersService.create(newUser('profil@kejaksaan.go.id'));
    const profile = await testApp.app.services.profileService.get(created.id);
    // The account as an admin sees it, with one's own e-mail choices (decisions §11), all off for a new account.
    expect(profile).toEqual({ ...created, mail_docket: false, mail_reminders: false, mail_notifications: false });
    expect(Object.keys(profile)).not.toContain('password_hash');
  });

  it('answers 404 for an unknown id', async () => {
    await expect(testApp.app.services.profileService.get(987_654)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Pengguna tidak ditemukan',
    });
  });

  it('answers 404 for a deleted account', async () => {
    const created = await testApp.app.services.usersService.create(newUser('profil.hapus@kejaksaan.go.id'));
    await testApp.app.services.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', created.id)
      .execute();
    await expect(testApp.app.services.profileService.get(created.id)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Pengguna tidak ditemukan',
    });
  });
});

describe('usersService.resetPassword', () => {
  it('replaces the password and ends every session of the account', async () => {
    const { user, password, token } = await createUser(testApp.app);
    const second = await login(testApp.app, { email: user.email, password });
    const secondToken = second.json<{ token: string }>().token;

    const result = await testApp.app.services.usersService.resetPassword(user.email, 'password-baru-123');
    expect(result).toMatchObject({ id: user.id, email: user.email });

    expect((await getProfile(testApp.app, token)).statusCode).toBe(401);
    expect((await getProfile(testApp.app, secondToken)).statusCode).toBe(401);
    expect((await login(testApp.app, { email: user.email, password }, '10.30.0.1')).statusCode).toBe(401);
    expect((await login(testApp.app, { email: user.email, password: 'password-baru-123' })).statusCode).toBe(200);
  });

  it('leaves other accounts logged in', async () => {
    const target = await createUser(testApp.app);
    const bystander = await createUser(testApp.app);
    await testApp.app.services.usersService.resetPassword(target.user.email, 'password-baru-456');
    expect((await getProfile(testApp.app, bystander.token)).statusCode).toBe(200);
  });

  it('answers null for an unknown email', async () => {
    await expect(
      testApp.app.services.usersService.resetPassword('tidak.ada@kejaksaan.go.id', 'password-baru-789'),
    ).resolves.toBeNull();
  });
});

describe('usersService.list', () => {
  it('sorts by name without regard to case, and leaves deleted accounts out', async () => {
    const app = await createTestApp();
    try {
      const service = app.app.services.usersService;
      for (const [username, email] of [
        ['zainal', 'zainal@kejaksaan.go.id'],
        ['Andi', 'andi@kejaksaan.go.id'],
        ['bambang', 'bambang@kejaksaan.go.id'],
        ['Citra', 'citra@kejaksaan.go.id'],
      ] as const) {
        await service.create({ ...newUser(email), username });
      }
      const citra = (await service.list(firstPage)).users.find((user) => user.username === 'Citra');
      await app.app.services.db
        .updateTable('users')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', citra?.id ?? 0)
        .execute();
      expect((await service.list(firstPage)).users.map((user) => user.username)).toEqual(['Andi', 'bambang', 'zainal']);
    } finally {
      await app.close();
    }
  });
});
