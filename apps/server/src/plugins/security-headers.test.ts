import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HSTS_HEADER, registerSecurityHeaders } from './security-headers';

async function headersWith(https: boolean) {
  const app = Fastify();
  await registerSecurityHeaders(app, { https });
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response.headers;
}

describe('security headers', () => {
  it('sends Strict-Transport-Security when the app is served over HTTPS (decisions §1)', async () => {
    const headers = await headersWith(true);
    expect(headers['strict-transport-security']).toBe(HSTS_HEADER);
    expect(HSTS_HEADER).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends no Strict-Transport-Security over plain HTTP, where it would mean nothing', async () => {
    const headers = await headersWith(false);
    expect(headers['strict-transport-security']).toBeUndefined();
    // The rest of helmet's headers are there either way.
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
  });
});
