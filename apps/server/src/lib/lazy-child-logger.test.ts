import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-child-logger';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  // Fastify's own logger: pino, as the server makes it.
  const parent = Fastify({
    logger: {
      level,
      redact: { paths: ['account.password'], censor: '[REDACTED]' },
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
  }).log;
  return { parent, lines };
}

const childOf = (parent: FastifyBaseLogger) =>
  lazyChildLoggerFactory.call(undefined as never, parent, { reqId: 'req-1' }, {}, undefined as never);

describe('a request logger made when the request first writes', () => {
  it('makes no child for lines below the level, and writes nothing for them', () => {
    const { parent, lines } = logger('info');
    const made = vi.spyOn(parent, 'child');
    const log = childOf(parent);
    log.debug({ res: { statusCode: 200 } }, 'request completed');
    log.trace('detail');
    expect(made).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('info');
  });

  it('writes as pino’s own child would: the request id, the message, the redaction', () => {
    const { parent, lines } = logger('info');
    const log = childOf(parent);
    log.info({ account: { email: 'jaksa@kejari.go.id', password: 'rahasia' } }, 'request completed');
    log.warn('lambat');
    log.error(new Error('gagal'), 'request errored');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: 'req-1',
        msg: 'request completed',
        account: { email: 'jaksa@kejari.go.id', password: '[REDACTED]' },
      }),
      expect.objectContaining({ level: 40, reqId: 'req-1', msg: 'lambat' }),
      expect.objectContaining({ level: 50, reqId: 'req-1', msg: 'request errored', err: expect.anything() }),
    ]);
  });

  it('makes the child once, and follows a level set on it', () => {
    const { parent, lines } = logger('info');
    const made = vi.spyOn(parent, 'child');
    const log = childOf(parent);
    log.info('satu');
    log.info('dua');
    expect(made).toHaveBeenCalledTimes(1);
    log.level = 'debug';
    log.debug('tiga');
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['satu', 'req-1'],
      ['dua', 'req-1'],
      ['tiga', 'req-1'],
    ]);
    const nested = log.child({ part: 'upload' });
    nested.info('empat');
    expect(lines.at(-1)).toMatchObject({ msg: 'empat', reqId: 'req-1', part: 'upload' });
  });

  it('makes the child at once when it has a level of its own', () => {
    const { parent, lines } = logger('info');
    const log = lazyChildLoggerFactory.call(
      undefined as never,
      parent,
      { reqId: 'req-2' },
      { level: 'debug' },
      undefined as never,
    );
    log.debug('rinci');
    expect(lines).toEqual([expect.objectContaining({ level: 20, reqId: 'req-2', msg: 'rinci' })]);
  });
});
