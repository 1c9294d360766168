import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';
import { startNginx, type Nginx } from './nginx-support';

/**
 * What the documented proxy keeps to itself (decisions §9, "The proxy"): no query string in its access log, the
 * host it saw rather than a client's X-Forwarded-Host, no version, HSTS on its own answers too, and Mozilla's
 * "intermediate" ciphers only. An instance without PUBLIC_URL, so that the forwarded host is what builds addresses.
 */
describe('the documented nginx keeps secrets out of logs and addresses', () => {
  let test: TestApp;
  let nginx: Nginx;

  beforeAll(async () => {
    test = await createTestApp({ TRUST_PROXY: '1' });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    nginx = await startNginx([`127.0.0.1:${(test.app.server.address() as AddressInfo).port}`]);
  });

  afterAll(async () => {
    await nginx?.close();
    await test?.close();
  });

  it('logs requests without their query strings: no feed key, no link signature', async () => {
    const feed = await nginx.request('GET', '/api/calendar/feed.ics?key=rahasia-kunci-feed-1234567890');
    expect(feed.status).toBeGreaterThanOrEqual(400);
    const content = await nginx.request(
      'GET',
      '/api/files/files/1/content?expires=9999999999&signature=tandatangan-rahasia',
    );
    expect(content.status).toBeGreaterThanOrEqual(400);
    // nginx writes a line when the request is done; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = nginx.accessLog();
    expect(log).toContain('"GET /api/calendar/feed.ics HTTP/1.1"');
    expect(log).toContain('"GET /api/files/files/1/content HTTP/1.1"');
    expect(log).not.toContain('rahasia');
    expect(log).not.toContain('key=');
    expect(log).not.toContain('signature');
  });

  it("builds the calendar feed's address from the host nginx saw, never from a client's X-Forwarded-Host", async () => {
    const { auth, password } = await createUser(test.app);
    const created = await nginx.request(
      'POST',
      '/api/profile/calendar-key',
      Buffer.from(JSON.stringify({ password })),
      {
        ...auth,
        'x-forwarded-host': 'evil.example',
      },
    );
    expect(created.status, created.body).toBeLessThan(300);
    const { url } = JSON.parse(created.body) as { url: string };
    expect(url).not.toContain('evil.example');
    expect(url).toMatch(/^https:\/\/127\.0\.0\.1\/api\/calendar\/feed\.ics\?key=/);
  });

  it('names no version, and sends HSTS with the answers it makes itself', async () => {
    const proxied = await nginx.request('GET', '/api/health');
    expect(proxied.headers.server).toBe('nginx');
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const refused = await nginx.request('POST', '/api/auth/login', Buffer.alloc(2 * 1024 * 1024, 0x20));
    expect(refused.status).toBe(413);
    expect(refused.headers.server).toBe('nginx');
    expect(refused.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const raw = await nginx.raw('GET /api/cases HTTP/2.0');
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw.toLowerCase()).toContain('strict-transport-security: max-age=31536000; includesubdomains');
    expect(raw).not.toMatch(/nginx\/\d/);
  });

  it('refuses the CBC and SHA-1 suites of TLS 1.2, and agrees on an AEAD one', async () => {
    const handshake = (ciphers: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = tls.connect({
          host: '127.0.0.1',
          port: nginx.httpsPort,
          servername: 'localhost',
          rejectUnauthorized: false,
          minVersion: 'TLSv1.2',
          maxVersion: 'TLSv1.2',
          ciphers,
        });
        socket.once('secureConnect', () => {
          const agreed = socket.getCipher().standardName;
          socket.destroy();
          resolve(agreed);
        });
        socket.once('error', reject);
      });
    await expect(handshake('ECDHE-ECDSA-AES128-SHA:ECDHE-RSA-AES128-SHA:AES128-SHA')).rejects.toThrow();
    await expect(handshake('ECDHE-ECDSA-AES256-SHA384:ECDHE-ECDSA-AES128-SHA256')).rejects.toThrow();
    expect(await handshake('ECDHE-ECDSA-AES128-GCM-SHA256')).toBe('TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256');
  });
});
