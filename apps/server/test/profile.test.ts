import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@pidsus/shared';
import { createTestApp, createTestClock, createUser, getProfile, HOUR, login, type TestApp } from './helpers';

const testClock = createTestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({}, { clock: testClock.clock });
});

afterAll(async () => {
  await testApp.close();
});

/** A real 1×1 PNG. */
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The same PNG claiming 20000×20000 pixels in its header: 400 megapixels once decoded. */
const pngBomb = Buffer.from(pngBytes);
pngBomb.writeUInt32BE(20_000, 16);
pngBomb.writeUInt32BE(20_000, 20);
const padded = (bytes: Buffer, total: number) => Buffer.concat([bytes, Buffer.alloc(total - bytes.length)]);

/** A multipart body with one file part, the way a browser's FormData sends it. */
function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----pidsus-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function uploadAvatar(token: string | undefined, body: ReturnType<typeof multipart>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const putProfile = (token: string | undefined, payload: object) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/profile',
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

describe('PUT /api/profile', () => {
  it('edits one’s own username, email, position, phone and office, never the role', async () => {
    const me = await createUser(testApp.app);
    const response = await putProfile(me.token, {
      username: 'Nama Baru',
      email: 'Nama.Baru@Kejaksaan.go.id',
      position: 'Jaksa Madya',
      phone: '0811',
      office: 'Kejari Surabaya',
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: me.user.id,
      username: 'Nama Baru',
      email: 'nama.baru@kejaksaan.go.id',
      position: 'Jaksa Madya',
      phone: '0811',
      office: 'Kejari Surabaya',
      role: 'user',
    });
    expect((await getProfile(testApp.app, me.token)).json()).toMatchObject({ username: 'Nama Baru', role: 'user' });
  });

  it('only ever changes the caller’s own profile', async () => {
    const me = await createUser(testApp.app);
    const other = await createUser(testApp.app, { username: 'Tetap Sama' });
    await putProfile(me.token, { username: 'Saya', email: me.user.email, id: other.user.id });
    expect((await getProfile(testApp.app, other.token)).json()).toMatchObject({ username: 'Tetap Sama' });
  });

  it('answers 401 without a token, field messages for bad input, and 409 for a taken email', async () => {
    const me = await createUser(testApp.app);
    const other = await createUser(testApp.app);
    expect((await putProfile(undefined, { username: 'x', email: 'x@y.id' })).statusCode).toBe(401);
    const invalid = await putProfile(me.token, { username: '', email: 'salah' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ errors: Record<string, string> }>().errors).toEqual({
      username: 'Username harus diisi',
      email: 'Format email tidak valid',
    });
    const taken = await putProfile(me.token, { username: 'x', email: other.user.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Email sudah digunakan', errors: { email: 'Email sudah digunakan' } });
  });
});

describe('PUT /api/profile/password', () => {
  const change = (token: string, payload: object) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      payload,
      headers: { authorization: `Bearer ${token}` },
    });

  it('needs the current password', async () => {
    const me = await createUser(testApp.app);
    const wrong = await change(me.token, {
      current_password: 'bukan-ini-123',
      new_password: 'sandi-baru-123',
      confirm_password: 'sandi-baru-123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Password saat ini salah',
      errors: { current_password: 'Password saat ini salah' },
    });
    const mismatch = await change(me.token, {
      current_password: me.password,
      new_password: 'sandi-baru-123',
      confirm_password: 'sandi-lain-123',
    });
    expect(mismatch.json<{ errors: Record<string, string> }>().errors).toEqual({
      confirm_password: 'Konfirmasi password tidak sama',
    });
  });

  it('changes it, keeps this session and ends the others', async () => {
    const me = await createUser(testApp.app);
    const otherDevice = (await login(testApp.app, { email: me.user.email, password: me.password }, '10.50.0.1')).json<{
      token: string;
    }>().token;
    const response = await change(me.token, {
      current_password: me.password,
      new_password: 'sandi-baru-123',
      confirm_password: 'sandi-baru-123',
    });
    expect(response.statusCode).toBe(200);
    expect((await getProfile(testApp.app, me.token)).statusCode).toBe(200);
    expect((await getProfile(testApp.app, otherDevice)).statusCode).toBe(401);
    const again = await login(testApp.app, { email: me.user.email, password: 'sandi-baru-123' }, '10.50.0.2');
    expect(again.statusCode).toBe(200);
  });
});

describe('POST /api/profile/avatar', () => {
  it('accepts a real PNG and answers { success, avatar_url } with a link an <img> can load', async () => {
    const me = await createUser(testApp.app);
    const response = await uploadAvatar(me.token, multipart('avatar', 'foto.png', 'image/png', pngBytes));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; avatar_url: string; error: null }>();
    expect(body).toMatchObject({ success: true, error: null });
    expect(body.avatar_url).toMatch(/^\/api\/avatars\/[0-9a-f]{32}\?exp=\d+&sig=[\w-]{43}$/);
    expect((await getProfile(testApp.app, me.token)).json<{ avatar_url: string }>().avatar_url).toBe(body.avatar_url);

    // No Authorization header, as an <img> sends it.
    const image = await testApp.app.inject({ method: 'GET', url: body.avatar_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toMatch(/^private/);
    expect(image.rawPayload.equals(pngBytes)).toBe(true);
  });

  it('shows the avatar to colleagues through the user list', async () => {
    const me = await createUser(testApp.app);
    const admin = await createUser(testApp.app, { role: 'admin' });
    await uploadAvatar(me.token, multipart('avatar', 'a.png', 'image/png', pngBytes));
    const list = await testApp.app.inject({ method: 'GET', url: '/api/users', headers: admin.auth });
    const url = list.json<{ id: number; avatar_url: string }[]>().find((user) => user.id === me.user.id)?.avatar_url;
    expect((await testApp.app.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(200);
  });

  it('refuses anonymous visitors: no link without a signature, a forged or an expired one', async () => {
    const me = await createUser(testApp.app);
    const url = (await uploadAvatar(me.token, multipart('avatar', 'a.png', 'image/png', pngBytes))).json<{
      avatar_url: string;
    }>().avatar_url;
    const path = url.split('?')[0] ?? '';
    expect((await testApp.app.inject({ method: 'GET', url: path })).statusCode).toBe(400);
    const forged = url.replace(/sig=[\w-]{5}/, 'sig=AAAAA');
    expect((await testApp.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const longer = url.replace(/exp=(\d+)/, (_match, exp: string) => `exp=${Number(exp) + 3600}`);
    expect((await testApp.app.inject({ method: 'GET', url: longer })).statusCode).toBe(403);
    testClock.advance(3 * HOUR);
    const expired = await testApp.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: 'Tautan avatar tidak berlaku. Muat ulang halaman.' });
    // A fresh profile read gives a fresh link.
    const fresh = (await getProfile(testApp.app, me.token)).json<{ avatar_url: string }>().avatar_url;
    expect((await testApp.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await uploadAvatar(undefined, multipart('avatar', 'a.png', 'image/png', pngBytes));
    expect(response.statusCode).toBe(401);
  });

  it('judges by the bytes: a text file named .png and declared image/png is refused', async () => {
    const me = await createUser(testApp.app);
    const response = await uploadAvatar(
      me.token,
      multipart('avatar', 'foto.png', 'image/png', Buffer.from('ini bukan gambar, hanya teks biasa\n')),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      avatar_url: null,
      error: 'File harus berupa gambar',
      message: 'File harus berupa gambar',
    });
    // An SVG (script-capable) is not among the accepted formats either.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await uploadAvatar(me.token, multipart('avatar', 'a.svg', 'image/svg+xml', svg))).statusCode).toBe(415);
    // A real PNG under a misleading name and type is still a PNG.
    const renamed = await uploadAvatar(me.token, multipart('avatar', 'dokumen.txt', 'text/plain', pngBytes));
    expect(renamed.statusCode).toBe(200);
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte with 413 and the spec message', async () => {
    const me = await createUser(testApp.app);
    const exact = await uploadAvatar(
      me.token,
      multipart('avatar', 'besar.png', 'image/png', padded(pngBytes, AVATAR_MAX_BYTES)),
    );
    expect(exact.statusCode).toBe(200);
    const over = await uploadAvatar(
      me.token,
      multipart('avatar', 'besar.png', 'image/png', padded(pngBytes, AVATAR_MAX_BYTES + 1)),
    );
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ success: false, error: 'Ukuran file terlalu besar (maksimal 5MB)' });
  });

  it('refuses a decompression bomb by the dimensions in its header', async () => {
    const me = await createUser(testApp.app);
    const response = await uploadAvatar(me.token, multipart('avatar', 'bom.png', 'image/png', pngBomb));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Dimensi gambar terlalu besar (maksimal 40 megapiksel)' });
  });

  it('refuses a request without the avatar field, or not multipart at all', async () => {
    const me = await createUser(testApp.app);
    const wrongField = await uploadAvatar(me.token, multipart('file', 'a.png', 'image/png', pngBytes));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ error: 'Pilih file gambar untuk avatar' });
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: { avatar: 'x' },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(json.statusCode).toBe(400);
  });

  it('replaces the previous avatar: its link stops working', async () => {
    const me = await createUser(testApp.app);
    const first = (await uploadAvatar(me.token, multipart('avatar', 'a.png', 'image/png', pngBytes))).json<{
      avatar_url: string;
    }>().avatar_url;
    const second = (await uploadAvatar(me.token, multipart('avatar', 'b.png', 'image/png', pngBytes))).json<{
      avatar_url: string;
    }>().avatar_url;
    expect(second).not.toBe(first);
    expect((await testApp.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });
});
