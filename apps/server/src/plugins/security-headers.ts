import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeadersOptions {
  /** The app is served over HTTPS (`PUBLIC_URL` starts with `https://`): browsers are told to keep to it. */
  https: boolean;
}

/** One year, this host and its subdomains; not `preload`, which is an office's decision to make. */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (helmet): a CSP that allows only this origin (socket.io's ws/wss
 * included), no framing by others, nosniff; and Strict-Transport-Security when the app is served over
 * HTTPS (TLS ends at the proxy, deploy/nginx.conf; decisions §1).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  await app.register(fastifyHelmet, {
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
  });
}
