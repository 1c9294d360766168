import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const notFound = { message: 'Alamat API tidak ditemukan' };

/** A content-security-policy header as a map from directive to its sources. */
function cspDirectives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('API without the web app', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers /api/health with 200 without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/tidak-ada' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(notFound);
  });

  it('answers a page path with a JSON 404 when there is no web app', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/cases/penyidikan' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });

  it('serves an OpenAPI document that lists the login path', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/logout', '/api/users']),
    );
  });

  it('sends the security headers of data on API answers, and no page-only ones', async () => {
    for (const url of ['/api/health', '/api/cases', '/api/tidak-ada']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-powered-by']).toBeUndefined();
      for (const pageOnly of [
        'referrer-policy',
        'cross-origin-opener-policy',
        'x-dns-prefetch-control',
        'x-xss-protection',
      ]) {
        expect(response.headers[pageOnly]).toBeUndefined();
      }
    }
  });

  it('names every response with a request id, a fresh one per request', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('keeps a request id from a proxy when it looks like one', async () => {
    for (const id of ['abc-123-def-456', 'Req.2026_03_02', 'a'.repeat(64)]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id']).toBe(id);
    }
  });

  it('replaces a request id that does not look like one with a fresh UUID', async () => {
    for (const id of [
      '<script>evil</script>',
      'x'.repeat(200),
      'a'.repeat(65),
      'short',
      'abc 123 def 456',
      'abc/123/def/456',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-request-id']).not.toBe(id);
      expect(response.headers['x-request-id']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });

  it('serves the API docs page with a policy that does not upgrade to https', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const header = response.headers['content-security-policy'];
      expect(header).toEqual(expect.any(String));
      expect(header).not.toContain('upgrade-insecure-requests');
      const directives = cspDirectives(header);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
    }
    const script = await testApp.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('API with the web app', () => {
  let testApp: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Jadwal Pidsus</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("jadwal");');
    // The login page drawn at build time (apps/web/prerender.ts).
    fs.writeFileSync(
      path.join(webDist, 'login.html'),
      '<!doctype html><title>Jadwal Pidsus</title><div id="root"><form>Masuk</form></div>',
    );
    // A screen's page with its code named (apps/web/route-pages.ts), and the build's list of them: one route the server
    // does not know and one page missing from the build, which are left out.
    fs.mkdirSync(path.join(webDist, 'pages'));
    fs.writeFileSync(
      path.join(webDist, 'pages', 'case.html'),
      '<!doctype html><title>Jadwal Pidsus</title><!--case-->',
    );
    fs.writeFileSync(
      path.join(webDist, 'pages', 'cases.html'),
      '<!doctype html><title>Jadwal Pidsus</title><!--cases-->',
    );
    fs.writeFileSync(
      path.join(webDist, 'pages', 'routes.json'),
      JSON.stringify([
        { route: 'case', page: 'pages/case.html' },
        { route: 'cases', page: 'pages/cases.html' },
        { route: 'unknown', page: 'pages/case.html' },
        { route: 'files', page: 'pages/files.html' },
      ]),
    );
    // What the build's precompression writes beside each text file (apps/web/precompress.ts).
    for (const file of [
      'index.html',
      'login.html',
      path.join('assets', 'app.js'),
      ...['case', 'cases'].map((name) => path.join('pages', `${name}.html`)),
    ]) {
      const content = fs.readFileSync(path.join(webDist, file));
      fs.writeFileSync(path.join(webDist, `${file}.br`), zlib.brotliCompressSync(content));
      fs.writeFileSync(path.join(webDist, `${file}.gz`), zlib.gzipSync(content));
    }
    testApp = await createTestApp({}, { webDist });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers a client route with index.html, never cached', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/cases/penyidikan' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Jadwal Pidsus</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("answers a screen's address with its page from the build, compressed and never cached", async () => {
    for (const [url, mark] of [
      ['/case/5', '<!--case-->'],
      ['/case/5?tab=berkas', '<!--case-->'],
      ['/cases/penyidikan', '<!--cases-->'],
    ] as const) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(mark);
    }
    const compressed = await testApp.app.inject({
      method: 'GET',
      url: '/case/5',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toContain('<!--case-->');
    // Not the screen's address (one part more or less, an empty id), or its page is missing: index.html.
    for (const url of ['/case', '/case/', '/case/5/edit', '/cases', '/files', '/unknown', '/dashboard']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><title>Jadwal Pidsus</title><div id="root"></div>');
    }
  });

  it('answers /login with the login page drawn at build time, compressed and never cached; no other page', async () => {
    for (const url of ['/login', '/login?next=%2Fcase%2F5']) {
      const plain = await testApp.app.inject({ method: 'GET', url });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-type']).toMatch(/^text\/html/);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.body).toContain('<form>Masuk</form>');
      const compressed = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toContain('<form>Masuk</form>');
    }
    for (const url of ['/', '/dashboard', '/login/extra', '/cases/penyidikan?next=/login']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('<form>');
    }
  });

  it('answers the root with index.html', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="root"');
  });

  it('serves a built asset with a long cache lifetime', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe('console.log("jadwal");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed brotli or gzip copy the browser accepts, with its own type and Vary', async () => {
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/assets/app.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString()).toBe('console.log("jadwal");');
    }
    // Without Accept-Encoding: the file itself.
    const plain = await testApp.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends index.html compressed too, for client routes as well, and never cached', async () => {
    for (const url of ['/', '/index.html', '/cases/penyidikan']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Jadwal Pidsus</title>');
    }
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>');
  });

  it('answers a folder of the build as a missing asset, and does not list it', async () => {
    for (const url of ['/assets/', '/assets/../assets/']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('app.js');
    }
  });

  it('serves the files of the build with one route, not one per file', () => {
    // One route per built file made 1,046 routes of the real build (docs/performance.md, Memory at start).
    for (const url of ['/assets/app.js', '/assets/app.js.br', '/index.html']) {
      expect(testApp.app.hasRoute({ method: 'GET', url }), url).toBe(false);
    }
    expect(testApp.app.hasRoute({ method: 'GET', url: '/*' })).toBe(true);
  });

  it('still answers an unknown /api path with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });

  it('answers a POST to a page path with 404', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/something', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>');
  });

  it('allows a page connections to its own origin only, and no plugins', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/cases/penyidikan' });
    const directives = cspDirectives(response.headers['content-security-policy']);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.has('upgrade-insecure-requests')).toBe(false);
  });

  it('keeps the security headers on pages', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/cases/penyidikan' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});
