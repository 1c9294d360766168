import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, getProfile, login, type TestApp } from './helpers';

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
  password: 'rahasia-budi-1',
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
    expect(row.password_hash).not.toContain('rahasia-budi-1');
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
      const citra = (await service.list()).find((user) => user.username === 'Citra');
      await app.app.services.db
        .updateTable('users')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', citra?.id ?? 0)
        .execute();
      expect((await service.list()).map((user) => user.username)).toEqual(['Andi', 'bambang', 'zainal']);
    } finally {
      await app.close();
    }
  });
});
