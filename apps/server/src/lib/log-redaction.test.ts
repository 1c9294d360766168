import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl (decisions §6)', () => {
  it('replaces the signature of a file link and of an avatar link, keeping the rest', () => {
    expect(redactUrl('/api/files/files/12/content?expires=1790000000&signature=abcDEF_-123&download=1')).toBe(
      '/api/files/files/12/content?expires=1790000000&signature=[REDACTED]&download=1',
    );
    expect(redactUrl('/api/avatars/0123456789abcdef0123456789abcdef?exp=1790000000&sig=xyz')).toBe(
      '/api/avatars/0123456789abcdef0123456789abcdef?exp=1790000000&sig=[REDACTED]',
    );
  });

  it('catches a signature sent twice, in another case or percent-encoded', () => {
    expect(redactUrl('/x?signature=a&SIGNATURE=b&%73ig=c&sig')).toBe(
      '/x?signature=[REDACTED]&SIGNATURE=[REDACTED]&%73ig=[REDACTED]&sig=[REDACTED]',
    );
  });

  it('leaves a path without a query, and other parameters, as they are', () => {
    expect(redactUrl('/api/cases?q=korupsi&limit=20')).toBe('/api/cases?q=korupsi&limit=20');
    expect(redactUrl('/api/cases/3')).toBe('/api/cases/3');
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});

describe('LOG_REDACT_PATHS (decisions §11)', () => {
  it('hides the SMTP password wherever a log line carries it', async () => {
    const { default: Fastify } = await import('fastify');
    const { LOG_REDACT_PATHS } = await import('./log-redaction');
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        redact: { paths: LOG_REDACT_PATHS, censor: '[REDACTED]' },
        stream: { write: (line: string) => lines.push(line) },
      },
    });
    app.log.info({
      smtp_password: 'rahasia-1',
      body: { smtp_password: 'rahasia-2' },
      options: { auth: { pass: 'rahasia-3' } },
    });
    expect(lines.join('')).not.toMatch(/rahasia/);
    expect(lines.join('')).toContain('[REDACTED]');
    await app.close();
  });
});
