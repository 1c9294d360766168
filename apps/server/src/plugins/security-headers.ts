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
 * Security headers on every answer (helmet): a CSP that allows only this origin (socket.io's ws/wss
 * included), no framing by others, nosniff; and Strict-Transport-Security when the app is served over
 * HTTPS (TLS ends at the proxy, deploy/nginx.conf; decisions §1). The headers are computed once at start
 * (`securityHeaders`): @fastify/helmet built helmet's whole middleware again for every request, CSP parsing
 * included, in two hooks (docs/performance.md). The same headers, in one hook, before any other can answer.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return Promise.resolve();
}
