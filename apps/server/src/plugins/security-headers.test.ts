import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_CSP, HSTS_HEADER, helmetOptions, isApiRequest, registerSecurityHeaders } from './security-headers';

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

describe('security headers: computed once, the same as @fastify/helmet sent per request', () => {
  it.each([true, false])('answers, errors and unknown routes carry the same headers (https: %s)', async (https) => {
    const build = async (register: (app: ReturnType<typeof Fastify>) => Promise<void>) => {
      const app = Fastify();
      await register(app);
      app.get('/', async () => ({ ok: true }));
      app.get('/boom', async () => {
        throw Object.assign(new Error('nope'), { statusCode: 403 });
      });
      return app;
    };
    const ours = await build((app) => registerSecurityHeaders(app, { https }));
    const theirs = await build(async (app) => {
      await app.register(fastifyHelmet, helmetOptions({ https }));
    });
    for (const url of ['/', '/boom', '/missing']) {
      const [mine, reference] = await Promise.all([ours.inject({ url }), theirs.inject({ url })]);
      const pick = (headers: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'content-length'].includes(name)));
      expect(pick(mine.headers)).toEqual(pick(reference.headers));
      expect(mine.headers['content-security-policy']).toContain("object-src 'none'");
    }
    await ours.close();
    await theirs.close();
  });
});

describe('security headers: the API answers data, not pages', () => {
  async function headersOf(url: string, https: boolean) {
    const app = Fastify();
    await registerSecurityHeaders(app, { https });
    app.get('/*', async () => ({ ok: true }));
    const response = await app.inject({ method: 'GET', url });
    await app.close();
    return response.headers;
  }

  it('tells the API from pages by the path: the API docs are pages', () => {
    expect(isApiRequest('/api/cases/1')).toBe(true);
    expect(isApiRequest('/api/health')).toBe(true);
    expect(isApiRequest('/api/docs')).toBe(false);
    expect(isApiRequest('/api/docs/static/index.html')).toBe(false);
    expect(isApiRequest('/api')).toBe(false);
    expect(isApiRequest('/cases/penyidikan')).toBe(false);
    expect(isApiRequest('/socket.io/?EIO=4')).toBe(false);
  });

  it.each([true, false])('an API answer carries the data set only (https: %s)', async (https) => {
    const headers = await headersOf('/api/cases/1', https);
    expect(headers['content-security-policy']).toBe(API_CSP);
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBe(https ? HSTS_HEADER : undefined);
    for (const pageOnly of [
      'referrer-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(headers[pageOnly]).toBeUndefined();
    }
  });

  it('a page, the API docs among them, keeps the whole set', async () => {
    for (const url of ['/cases/penyidikan', '/api/docs/static/index.html']) {
      const headers = await headersOf(url, false);
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});
