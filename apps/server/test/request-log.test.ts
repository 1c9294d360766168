import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

let testApp: TestApp | undefined;
let lines: LogLine[] = [];

async function appLogging(level: string, slowRequestMs?: number) {
  lines = [];
  testApp = await createTestApp(
    { LOG_LEVEL: level },
    {
      logger: true,
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
      ...(slowRequestMs === undefined ? {} : { slowRequestMs }),
    },
  );
  return testApp.app;
}

const requestLines = () => lines.filter((line) => line.req !== undefined);

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('the request log: one line per request, at info only when it failed or was slow', () => {
  it('writes nothing at info for a quick successful read, and one line with the request id for a failed one', async () => {
    const app = await appLogging('info');
    const me = await createUser(app);
    lines = [];
    const ok = await app.inject({ method: 'GET', url: '/api/cases?type=penyidikan', headers: me.auth });
    expect(ok.statusCode).toBe(200);
    expect(requestLines()).toEqual([]);

    const refused = await app.inject({ method: 'GET', url: '/api/cases/12' });
    expect(refused.statusCode).toBe(401);
    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        reqId: refused.headers['x-request-id'],
        req: expect.objectContaining({ method: 'GET', url: '/api/cases/12' }),
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('logs a slow request at info although it succeeded', async () => {
    const app = await appLogging('info', 0);
    const answer = await app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: 30, reqId: answer.headers['x-request-id'], res: { statusCode: 200 } }),
    ]);
  });

  it('logs every request, once, at debug', async () => {
    const app = await appLogging('debug');
    const answer = await app.inject({ method: 'GET', url: '/api/health' });
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: 20, reqId: answer.headers['x-request-id'], res: { statusCode: 200 } }),
    ]);
  });

  it('makes a request’s logger only when the request writes a line (lib/lazy-child-logger.ts)', async () => {
    const app = await appLogging('info');
    const me = await createUser(app);
    const made = vi.spyOn(app.log, 'child');
    try {
      const ok = await app.inject({ method: 'GET', url: '/api/cases?type=penyidikan', headers: me.auth });
      expect(ok.statusCode).toBe(200);
      expect(made).not.toHaveBeenCalled();
      const refused = await app.inject({ method: 'GET', url: '/api/cases/12' });
      expect(made).toHaveBeenCalledTimes(1);
      expect(requestLines()).toEqual([expect.objectContaining({ reqId: refused.headers['x-request-id'] })]);
    } finally {
      made.mockRestore();
    }
  });
});
