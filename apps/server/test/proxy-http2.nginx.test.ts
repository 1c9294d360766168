import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@pidsus/shared';
import { messages } from '../src/messages';
import { createTestApp, createUser, type TestApp } from './helpers';
import { multipart } from './files-support';
import { startNginx, type Nginx } from './nginx-support';

/**
 * The documented proxy over HTTP/2, as a browser reaches it (deploy/nginx.conf's `listen 443 ssl http2`; why:
 * docs/performance.md, HTTP/2 behind nginx). The other *.nginx.test.ts files ask without ALPN, so nginx answers
 * them over HTTP/1.1: both ways stay tested. The instances behind it are always spoken to over HTTP/1.1.
 */
describe('behind the documented nginx, over HTTP/2', () => {
  let test: TestApp;
  let nginx: Nginx;
  let connection: Awaited<ReturnType<Nginx['http2']>>;

  beforeAll(async () => {
    test = await createTestApp({ PUBLIC_URL: 'https://localhost', TRUST_PROXY: '1' });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    nginx = await startNginx([`127.0.0.1:${(test.app.server.address() as AddressInfo).port}`]);
    connection = await nginx.http2();
  });

  afterAll(async () => {
    await connection?.close();
    await nginx?.close();
    await test?.close();
  });

  it('agrees on HTTP/2 with a browser, and answers many requests at once on the one connection', async () => {
    expect(connection.protocol).toBe('h2');
    const { auth } = await createUser(test.app);
    const headers = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
    for (let n = 1; n <= 12; n += 1) {
      const payload = Buffer.from(
        JSON.stringify({ title: `Perkara dana desa ${n}`, date: '2026-12-31', type: 'penyidikan' }),
      );
      expect((await connection.request('POST', '/api/cases', payload, auth)).status).toBe(201);
    }
    const plain = await connection.request('GET', '/api/cases?type=penyidikan&limit=50', undefined, auth);
    // A case page's fourteen reads and its files go out together, not six at a time.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        connection.request('GET', '/api/cases?type=penyidikan&limit=50', undefined, headers),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(zlib.brotliDecompressSync(answer.raw).toString('utf8')).toBe(plain.body);
    }
  });

  it('streams a 20 MB scanned dossier to a case, and answers oversized bodies with the JSON the app would send', async () => {
    const { auth } = await createUser(test.app);
    const created = await connection.request(
      'POST',
      '/api/cases',
      Buffer.from(JSON.stringify({ title: 'Perkara berkas besar', date: '2027-01-01', type: 'penuntutan' })),
      auth,
    );
    expect(created.status, created.body).toBe(201);
    const caseId = (JSON.parse(created.body) as { id: number }).id;
    const scan = multipart([
      { name: 'file', filename: 'berkas-perkara.pdf', content: Buffer.alloc(20 * 1024 * 1024, 0x25) },
    ]);
    const uploaded = await connection.request('POST', `/api/cases/${caseId}/documents`, scan.payload, {
      ...auth,
      ...scan.headers,
    });
    expect(uploaded.status, uploaded.body).toBe(201);
    expect(JSON.parse(uploaded.body)).toMatchObject({ name: 'berkas-perkara.pdf', size: 20 * 1024 * 1024 });

    // nginx's own refusals, in the app's words: a JSON body over the app's 1 MiB, sent or only announced, and a
    // dossier announced over MAX_UPLOAD_MB (over HTTP/2 these were nginx's HTML page).
    const MB = 1024 * 1024;
    for (const announced of [undefined, String(2 * MB)]) {
      const body = announced ? Buffer.alloc(0) : Buffer.alloc(2 * MB, 0x20);
      const headers: Record<string, string> = announced ? { 'content-length': announced } : {};
      const tooLarge = await connection.request('POST', '/api/auth/login', body, headers);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(tooLarge.body)).toMatchObject({ message: messages.http.bodyTooLarge });
    }
    const overLimit = await connection.request('POST', `/api/cases/${caseId}/documents`, Buffer.alloc(0), {
      ...auth,
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String((test.config.files.maxUploadBytes / MB + 2) * MB),
    });
    expect(overLimit.status).toBe(413);
    expect(JSON.parse(overLimit.body)).toEqual({
      message: messages.files.tooLarge(test.config.files.maxUploadBytes / MB),
    });

    // An avatar past 5 MB: the app's own 413, and nothing kept.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const avatar = multipart([
      {
        name: 'avatar',
        filename: 'foto.png',
        type: 'image/png',
        content: Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES + 4096 - png.length)]),
      },
    ]);
    const refused = await connection.request('POST', '/api/profile/avatar', avatar.payload, {
      ...auth,
      ...avatar.headers,
    });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ success: false, error: messages.profile.avatarTooLarge });
    const profile = await connection.request('GET', '/api/profile', undefined, auth);
    expect(JSON.parse(profile.body)).toMatchObject({ avatar_url: null });
  });
});
