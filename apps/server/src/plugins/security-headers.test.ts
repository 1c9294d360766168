import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HSTS_HEADER, helmetOptions, registerSecurityHeaders } from './security-headers';

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
