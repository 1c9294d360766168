import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeadersOptions {
  /** The app is served over HTTPS (`PUBLIC_URL` starts with `https://`): browsers are told to keep to it. */
  https: boolean;
}

/** One year, this host and its subdomains; not `preload`, which is an office's decision to make. */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/** helmet's settings (CSP, HSTS) for the app; `securityHeaders` turns them into the headers. */
export function helmetOptions(options: SecurityHeadersOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers same-origin ws:/wss: for socket.io.
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Without HTTPS (plain HTTP inside the office network, or development) the header would mean nothing.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false,
  };
}

/**
 * The headers helmet sets with these settings, worked out once: helmet is run a single time against a response
 * that only records them. Its settings here are fixed (no per-request nonce or function), so every answer gets
 * the same ones.
 */
export function securityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(options))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) {
      throw error;
    }
  });
  return headers;
}

/**
 * What an API answer (JSON, an export, an error) needs of those: it is data read by the app's own scripts, never a
 * page, so the headers that steer a page (its scripts' sources, its referrer, its window's opener, DNS prefetching,
 * IE8's downloads, Flash's cross-domain policy, the old XSS filter) mean nothing on it. It keeps what guards data: no
 * sniffing, a policy that loads nothing if a browser were made to open it as a document (framed by the app only, as
 * helmet's `SAMEORIGIN`), no use by other sites' pages, and HTTPS when served over it. OWASP's REST Security Cheat
 * Sheet, "Security headers", names this set for APIs. 433 bytes fewer per answer than helmet's whole set
 * (docs/performance.md, "An API answer's headers").
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'self'";

export function apiSecurityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  return {
    'content-security-policy': API_CSP,
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    ...(options.https ? { 'strict-transport-security': HSTS_HEADER } : {}),
  };
}

/**
 * Whether a request is for the API's data, not a page: everything under `/api/` but its documentation's pages
 * (Swagger UI's HTML and scripts), which are pages. Stored content under `/api/` (a preview, an avatar) is a document
 * and sets its own headers on top (`CONTENT_SECURITY_HEADERS`).
 */
export function isApiRequest(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Security headers on every answer (helmet): on pages (the app, the API's docs, socket.io) a CSP that allows only
 * this origin (socket.io's ws/wss included), no framing by others, nosniff; on the API's answers the short set above;
 * and Strict-Transport-Security on both when the app is served over HTTPS (TLS ends at the proxy, deploy/nginx.conf;
 * decisions §1). The headers are computed once at start (`securityHeaders`): @fastify/helmet built helmet's whole
 * middleware again for every request, CSP parsing included, in two hooks (docs/performance.md). The same headers, in
 * one hook, before any other can answer.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const pageHeaders = securityHeaders(options);
  const apiHeaders = apiSecurityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request.url) ? apiHeaders : pageHeaders);
    done();
  });
  return Promise.resolve();
}
