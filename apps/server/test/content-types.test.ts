import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';
import { multipart } from './files-support';

let testApp: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  testApp = await createTestApp();
  auth = (await createUser(testApp.app)).auth;
});

afterAll(async () => {
  await testApp?.close();
});

/** A real 1×1 PNG. */
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadedUrl(filename: string, content: Buffer | string): Promise<string> {
  const body = multipart([{ name: 'file', filename, content: Buffer.from(content) }]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ file: { url: string } }>().file.url;
}

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

/** The first bytes of each inline type (decisions §9: served inline only when they are there). */
const realStarts = [
  ['foto.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])],
  ['foto.png', 'image/png', pngBytes],
  ['animasi.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
  ['foto.webp', 'image/webp', Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'latin1')],
  ['berkas.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n')],
] as const;

describe('decisions §6: user content is inert on the app’s origin', () => {
  it('serves a script, a page, SVG and XML as bytes to download, never with their real types', async () => {
    for (const name of ['x.js', 'halaman.html', 'gambar.svg', 'data.xml', 'modul.mjs', 'tanpa-ekstensi']) {
      const response = await get(await uploadedUrl(name, '<script>alert(document.cookie)</script>'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers['content-disposition']).toMatch(/^attachment;/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('serves content as the document it is: no referrer, a window of its own, framed by the app only', async () => {
    for (const [name, , content] of realStarts) {
      const response = await get(await uploadedUrl(name, content));
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('keeps a range of a script inert too', async () => {
    const response = await get(await uploadedUrl('potongan.js', 'alert(1); alert(2);'), { range: 'bytes=0-8' });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe('alert(1);');
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('serves plain text as UTF-8 text to download', async () => {
    const response = await get(await uploadedUrl('catatan.txt', 'Saksi hadir'));
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.body).toBe('Saksi hadir');
  });

  it('shows only the allow-list inline with its real type: JPEG, PNG, GIF, WebP and PDF', async () => {
    for (const [name, type, content] of realStarts) {
      const url = await uploadedUrl(name, content);
      const response = await get(url);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toMatch(/^inline;/);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect((await get(`${url}&download=1`)).headers['content-disposition']).toMatch(/^attachment;/);
    }
  });

  it('serves avatars with nosniff, their own CSP and same-origin only', async () => {
    const me = await createUser(testApp.app);
    const body = multipart([{ name: 'avatar', filename: 'foto.png', type: 'image/png', content: pngBytes }]);
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...me.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const image = await get(uploaded.json<{ avatar_url: string }>().avatar_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(image.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('decisions §9: an inline type is believed only when the first bytes are of that type', () => {
  it('serves a .pdf or an image whose bytes are HTML as bytes to download, ranges included', async () => {
    for (const name of ['dakwaan.pdf', 'foto.jpg', 'foto.png', 'animasi.gif', 'foto.webp']) {
      const url = await uploadedUrl(name, '<html><script>alert(document.cookie)</script></html>');
      for (const response of [await get(url), await get(url, { range: 'bytes=0-9' })]) {
        expect(response.statusCode).toBeLessThan(300);
        expect(response.headers['content-type'], name).toBe('application/octet-stream');
        expect(response.headers['content-disposition'], name).toMatch(/^attachment;/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('takes a type’s first bytes for that type only: PNG bytes named .pdf are not a PDF', async () => {
    const response = await get(await uploadedUrl('bukan.pdf', pngBytes));
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('serves a case document named .pdf whose bytes are HTML as an attachment, a real one inline', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: auth,
      payload: { title: 'Perkara berkas', date: '2026-03-10', type: 'penyidikan' },
    });
    const caseId = created.json<{ id: number }>().id;
    const add = async (filename: string, content: Buffer | string) => {
      const body = multipart([{ name: 'file', filename, content: Buffer.from(content) }]);
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/documents`,
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ url: string }>().url;
    };
    const fake = await get(await add('palsu.pdf', '<!doctype html><script>alert(1)</script>'));
    expect(fake.headers['content-type']).toBe('application/octet-stream');
    expect(fake.headers['content-disposition']).toMatch(/^attachment;/);
    const real = await get(await add('asli.pdf', '%PDF-1.4\n1 0 obj'));
    expect(real.headers['content-type']).toBe('application/pdf');
    expect(real.headers['content-disposition']).toMatch(/^inline;/);
  });
});
