import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';
import { multipart } from './files-support';
import { filesApi } from './files-api-support';

let test: TestApp;
let auth: { authorization: string };
let caseId: number;

beforeAll(async () => {
  test = await createTestApp();
  auth = (await createUser(test.app)).auth;
  for (let n = 1; n <= 25; n += 1) {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: auth,
      payload: { title: `Perkara korupsi dana desa nomor ${n}`, date: '2026-03-10', time: '09:00', type: 'penyidikan' },
    });
    expect(response.statusCode, response.body).toBe(201);
    caseId ??= response.json<{ id: number }>().id;
  }
  // A history of more than 1 KB for the first case.
  for (const status of ['Sedang Proses', 'Menunggu', 'Sedang Proses', 'Menunggu', 'Sedang Proses', 'Selesai']) {
    const changed = await test.app.inject({
      method: 'PUT',
      url: `/api/cases/${caseId}/status`,
      headers: auth,
      payload: { status },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  }
});

afterAll(async () => {
  await test?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers: { ...auth, ...headers } });

/** The body as the browser reads it, whatever encoding it came in. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') {
    return zlib.brotliDecompressSync(response.rawPayload).toString('utf8');
  }
  if (encoding === 'gzip') {
    return zlib.gunzipSync(response.rawPayload).toString('utf8');
  }
  return response.rawPayload.toString('utf8');
}

describe('answers are compressed for a browser that accepts it (the office’s network is weak)', () => {
  it.each([
    ['a page of a list (cached)', () => '/api/cases?type=penyidikan&limit=50'],
    ['the board (cached)', () => '/api/schedule?date=2026-03-10'],
    ['a case’s history (not cached)', () => `/api/cases/${caseId}/history`],
  ])('sends %s in brotli or gzip, and the same JSON as uncompressed', async (_name, urlOf) => {
    const url = urlOf();
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      // Twice: the second of a cached answer is its copy made by the first.
      for (let round = 0; round < 2; round += 1) {
        const response = await get(url, { 'accept-encoding': accepted });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['vary']).toMatch(/accept-encoding/i);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(decoded(response)).toBe(plain.body);
        expect(response.headers['x-total-count']).toBe(plain.headers['x-total-count']);
      }
    }
  });

  it('sends a list uncompressed when the browser accepts no encoding, and a small answer as it is', async () => {
    const refused = await get('/api/cases?type=penyidikan&limit=50', { 'accept-encoding': 'identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body)).toHaveLength(25);

    const small = await get('/api/config', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends a stored file as stored: its length known, its ranges bytes of the file', async () => {
    const { uploadFile, fetchUrl } = filesApi(() => test);
    const text = 'Saksi hadir pada sidang. '.repeat(400);
    const uploaded = await uploadFile(auth, 'catatan.txt', text);
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json<{ file: { url: string } }>().file;

    const whole = await fetchUrl(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe(String(Buffer.byteLength(text)));
    expect(whole.body).toBe(text);

    const part = await fetchUrl(url, { 'accept-encoding': 'br', range: 'bytes=0-4' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body).toBe('Saksi');
  });

  it('sends a case document as stored too', async () => {
    const text = 'Berita acara pemeriksaan saksi. '.repeat(300);
    const body = multipart([{ name: 'file', filename: 'bap.txt', content: Buffer.from(text) }]);
    const uploaded = await test.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json<{ url: string }>();

    const whole = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe(String(Buffer.byteLength(text)));
  });
});
