import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { routePatterns } from '@pidsus/shared';
import { messages } from '../messages';

/**
 * Serves the built web app, precompressed (brotli or gzip, as the browser accepts): hashed assets cached
 * for a year, index.html never cached, and the
 * history fallback to index.html for client routes — `/login` gets login.html, the same page with the login form
 * already drawn, and a screen its own copy of index.html that names the screen's code, when the build has them —
 * but JSON 404 for unknown /api paths.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = indexFile !== undefined && fs.existsSync(indexFile);
  // The login page drawn at build time (apps/web/prerender.ts): the form shows before the JavaScript has arrived.
  const hasLoginPage = hasWeb && webDist !== undefined && fs.existsSync(path.join(webDist, 'login.html'));
  const pageOf = hasWeb && webDist !== undefined ? routePages(webDist) : () => undefined;
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One `GET /*` route that looks the file up, not a route per file (`wildcard: false` made 1,046 routes of the
      // 523 built files and their compressed copies: 7 MiB of the server's memory at start, docs/performance.md).
      wildcard: true,
      index: false,
      // A path ending in `/` (the root, a folder) is not a file: the not-found handler below answers it.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // The build writes a brotli and a gzip copy of each text file (apps/web/precompress.ts): sent as the
      // browser accepts, with no compression work per request.
      preCompressed: true,
      // Our setHeaders decides caching; the plugin's default would add max-age=0 on top.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A cache between must not hand a brotli answer to a browser that did not ask for one.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/socket.io')) {
      return reply.status(404).send({ message: messages.http.apiNotFound });
    }
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || !hasWeb) {
      return reply.status(404).send({ message: messages.http.apiNotFound });
    }
    // A missing asset is a real 404; only page paths fall back to the app.
    if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') {
      return reply.status(404).type('text/plain; charset=utf-8').send('Tidak ditemukan');
    }
    const page = pathname === routePatterns.login && hasLoginPage ? 'login.html' : (pageOf(pathname) ?? 'index.html');
    return reply.header('Cache-Control', 'no-cache').sendFile(page);
  });
}

/**
 * The page of each screen the build wrote (apps/web/route-pages.ts: index.html with the screen's code preloaded), as a
 * lookup from an address's path; none when the build has no list. A route the list names that `routePatterns` does
 * not know, or a page missing from the build, is left out: that address gets index.html, which works as before.
 */
function routePages(webDist: string): (pathname: string) => string | undefined {
  const listFile = path.join(webDist, 'pages', 'routes.json');
  if (!fs.existsSync(listFile)) {
    return () => undefined;
  }
  const patterns: Record<string, string> = routePatterns;
  const list = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { route: string; page: string }[];
  const pages = list.flatMap(({ route, page }) => {
    const pattern = patterns[route];
    return pattern !== undefined && fs.existsSync(path.join(webDist, page))
      ? [{ segments: pattern.split('/'), page }]
      : [];
  });
  return (pathname) => {
    const segments = pathname.split('/');
    return pages.find(
      (each) =>
        each.segments.length === segments.length &&
        each.segments.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
    )?.page;
  };
}
