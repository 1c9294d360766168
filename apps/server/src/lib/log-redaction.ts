import type { FastifyRequest } from 'fastify';

/** Query parameters that authorize on their own (the signed file and avatar links, the calendar feed's key): never logged. */
const SECRET_PARAMS = new Set(['signature', 'sig', 'key']);

/**
 * A request path for the log with the value of every link signature replaced: anyone who can read the
 * log could otherwise open a confidential file or an avatar for as long as the link lives (decisions §6).
 * Everything else of the path is kept, so a log line still says which file was asked for.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) {
    return url;
  }
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is logged as sent; it cannot be a parameter the server reads.
      }
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${rawName}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${query}`;
}

/**
 * The `req` of each request log line (Fastify's default fields), with the link signatures redacted:
 * the one place where a request's URL reaches the log.
 */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fields never written to the log whatever object carries them (pino's `redact`): the SMTP password (decisions
 * §11) as the settings and nodemailer's options name it.
 */
export const LOG_REDACT_PATHS = [
  'smtp_password',
  '*.smtp_password',
  'smtpUrl',
  '*.smtpUrl',
  'pass',
  '*.pass',
  '*.auth.pass',
  '*.*.auth.pass',
];
