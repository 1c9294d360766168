import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

describe('request deadlines on a keep-alive connection', () => {
  let test: TestApp;
  let port: number;
  let token: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    test = await createTestApp({}, { requestTimeoutMs: 5000 });
    token = (await createUser(test.app)).token;
    test.app.server.on('connection', (socket: Socket) => sockets.push(socket));
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(() => test?.close());

  it('leaves no listener behind on the socket per request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    const request = (i: number) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ name: `Folder ${i}`, path: '/' });
        const req = http.request(
          {
            agent,
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/files/folders',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        // The body comes after the headers: the request is not complete when its deadline is set.
        req.flushHeaders();
        setTimeout(() => req.end(body), 5);
      });
    try {
      for (let i = 0; i < 30; i += 1) {
        expect(await request(i)).toBe(201);
      }
      expect(sockets).toHaveLength(1);
      const [socket] = sockets;
      expect(socket?.listenerCount('close')).toBeLessThan(5);
      expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      agent.destroy();
    }
  });
});
