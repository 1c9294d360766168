import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, createUser, login, type TestApp } from './helpers';
import { connected, refusal, socketRegistry } from './sockets';

/**
 * Contract §9, "Passwords" (decisions §9): the rules for a password being set, and the change a password set by an
 * admin or the CLI forces at the next login.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let url: string;
const sockets = socketRegistry();

beforeAll(async () => {
  t = await createTestApp({ OFFICE_NAME: 'Kejaksaan Negeri Sukamaju' });
  admin = await createUser(t.app, { role: 'admin' });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => sockets.closeAll());
afterAll(() => t.close());

const GUESSABLE = 'Kata sandi terlalu mudah ditebak';
const FORCED = 'Ganti kata sandi Anda terlebih dahulu';

let counter = 0;
const account = (password: string) => {
  counter += 1;
  return {
    username: `Rina Wulandari ${counter}`,
    email: `rina.w${counter}@kejaksaan.go.id`,
    password,
    office: 'Seksi Pidsus',
  };
};

const as = (app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  app.inject({ method, url: path, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

describe('a password being set', () => {
  it.each([
    ['shorter than 10 characters', 'Tj8#kq2!z', 'Password minimal 10 karakter'],
    ['among the 10,000 most common passwords', '1234567890', GUESSABLE],
    ['the same, in capitals', 'QWERTYUIOP', GUESSABLE],
    ["holding the email's name", 'x-rina.w{n}-2026', GUESSABLE],
    ['holding a word of the username', 'wulandari-2026!', GUESSABLE],
    ["holding the office's name (the settings)", 'sukamaju-2026!x', GUESSABLE],
  ])('is refused when %s, under the field', async (_rule, template, message) => {
    const input = account('');
    const password = template.replace('{n}', String(counter));
    const response = await as(t.app, admin.token, 'POST', '/api/users', { ...input, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { password: message } });
  });

  it('is accepted when long and personal to nobody', async () => {
    const response = await as(t.app, admin.token, 'POST', '/api/users', account('kopi-tubruk-pagi-9'));
    expect(response.statusCode).toBe(201);
  });

  it("is checked on an admin's edit, a CLI reset and one's own change", async () => {
    const target = await createUser(t.app);
    const edit = await as(t.app, admin.token, 'PUT', `/api/users/${target.user.id}`, {
      username: target.user.username,
      email: target.user.email,
      password: 'sukamaju-baru-1',
    });
    expect(edit.json()).toMatchObject({ errors: { password: GUESSABLE } });
    await expect(t.app.services.usersService.resetPassword(target.user.email, 'qwertyuiop')).rejects.toMatchObject({
      statusCode: 400,
      message: GUESSABLE,
    });
    const own = await as(t.app, target.token, 'PUT', '/api/profile/password', {
      current_password: target.password,
      new_password: 'Kejaksaan Negeri Sukamaju',
      confirm_password: 'Kejaksaan Negeri Sukamaju',
    });
    expect(own.json()).toMatchObject({ errors: { new_password: GUESSABLE } });
    // An older, shorter password still logs in: the rules apply when a password is set.
    expect((await login(t.app, { email: target.user.email, password: target.password }, '10.90.0.1')).statusCode).toBe(
      200,
    );
  });
});

describe('the change a password set by an admin or the CLI forces', () => {
  it('blocks every route but logout, me and the change until it is done; the socket too', async () => {
    const input = account('kopi-tubruk-pagi-1');
    expect((await as(t.app, admin.token, 'POST', '/api/users', input)).statusCode).toBe(201);
    const answer = await login(t.app, { email: input.email, password: input.password }, '10.91.0.1');
    expect(answer.json()).toMatchObject({ must_change_password: true });
    const { token } = answer.json<{ token: string }>();

    const me = await as(t.app, token, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user: expect.objectContaining({ email: input.email }),
      must_change_password: true,
      must_set_up_2fa: false,
    });
    for (const path of ['/api/profile', '/api/cases', '/api/notifications', '/api/files']) {
      const refused = await as(t.app, token, 'GET', path);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toEqual({ message: FORCED });
    }
    expect(await refusal(sockets.open(url, { token }))).toBe(FORCED);

    const change = await as(t.app, token, 'PUT', '/api/profile/password', {
      current_password: input.password,
      new_password: 'teh-manis-sore-22',
      confirm_password: 'teh-manis-sore-22',
    });
    expect(change.statusCode).toBe(200);
    expect((await as(t.app, token, 'GET', '/api/auth/me')).json()).toMatchObject({ must_change_password: false });
    expect((await as(t.app, token, 'GET', '/api/profile')).statusCode).toBe(200);
    await connected(sockets.open(url, { token }));
    expect((await as(t.app, token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
  });

  it('allows logout before the change', async () => {
    const input = account('kopi-tubruk-pagi-2');
    await as(t.app, admin.token, 'POST', '/api/users', input);
    const { token } = (await login(t.app, { email: input.email, password: input.password }, '10.91.0.2')).json<{
      token: string;
    }>();
    expect((await as(t.app, token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
  });

  it('refuses the admin-set password itself as the new one', async () => {
    const input = account('kopi-tubruk-pagi-3');
    await as(t.app, admin.token, 'POST', '/api/users', input);
    const { token } = (await login(t.app, { email: input.email, password: input.password }, '10.91.0.3')).json<{
      token: string;
    }>();
    const same = await as(t.app, token, 'PUT', '/api/profile/password', {
      current_password: input.password,
      new_password: input.password,
      confirm_password: input.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      errors: { new_password: 'Kata sandi baru harus berbeda dari kata sandi saat ini' },
    });
  });

  it("is set by an admin's new password and by the CLI's create and reset; not by the demo seed", async () => {
    const flag = async (email: string, password: string) =>
      (await login(t.app, { email, password }, '10.92.0.1')).json<{ must_change_password: boolean }>()
        .must_change_password;
    const target = await createUser(t.app);
    expect(await flag(target.user.email, target.password)).toBe(false);
    await as(t.app, admin.token, 'PUT', `/api/users/${target.user.id}`, {
      username: target.user.username,
      email: target.user.email,
      password: 'buat-kata-sandi-1',
    });
    expect(await flag(target.user.email, 'buat-kata-sandi-1')).toBe(true);

    const service = t.app.services.usersService;
    const cli = account('dari-baris-perintah-1');
    await service.create({ ...cli, role: 'user', position: '', phone: '' }, undefined, { mustChangePassword: true });
    expect(await flag(cli.email, cli.password)).toBe(true);
    const seeded = account('dari-data-demo-1');
    await service.create({ ...seeded, role: 'user', position: '', phone: '' });
    expect(await flag(seeded.email, seeded.password)).toBe(false);
    await service.resetPassword(seeded.email, 'dari-reset-cli-1');
    expect(await flag(seeded.email, 'dari-reset-cli-1')).toBe(true);
  });
});
