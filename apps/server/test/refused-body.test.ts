import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import { createTestApp, type TestApp } from './helpers';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

describe('a JSON body over the limit, on a real connection (decisions §1)', () => {
  let test: TestApp;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    test = await createTestApp();
    test.app.server.on('connection', (socket: Socket) => sockets.push(socket));
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(() => test?.close());

  /** Announces `announced` bytes of JSON and sends `sent` of them (all by default). */
  const post = (agent: http.Agent, announced: number, sent = announced, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request({
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': String(announced), ...headers },
      });
      let answered = false;
      request.on('error', (error) => (answered ? undefined : reject(error)));
      request.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      });
      request.write(Buffer.alloc(sent, 0x20));
      if (sent === announced) {
        request.end();
      }
    });

  const health = (agent: http.Agent) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ agent, host: '127.0.0.1', port, path: '/api/health' }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
        .on('error', reject);
    });

  const closed = (socket: Socket | undefined) =>
    new Promise<void>((resolve) => (socket?.destroyed ? resolve() : socket?.once('close', () => resolve())));

  it('answers 413 and reads the rest of the body, so the connection stays usable', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = sockets.length;
    try {
      const answer = await post(agent, 3 * 1024 * 1024);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: messages.http.bodyTooLarge });
      // No `Connection: close`: HTTP/1.1 keeps the connection by default.
      expect(answer.connection).toBeUndefined();
      expect(await health(agent)).toBe(200);
      // Both requests went over the one connection.
      expect(sockets.length - before).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('closes after reading the rest when the client (a proxy) asked for Connection: close', async () => {
    const agent = new http.Agent({ keepAlive: false });
    const before = sockets.length;
    const answer = await post(agent, 2 * 1024 * 1024, undefined, { connection: 'close' });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: messages.http.bodyTooLarge });
    const socket = sockets[before];
    await closed(socket);
    expect(socket?.destroyed).toBe(true);
  });

  it('does not wait for a body announced over 8 MiB: the connection closes after the 413', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = sockets.length;
    try {
      const answer = await post(agent, 20 * 1024 * 1024, 64 * 1024);
      expect(answer.status).toBe(413);
      expect(answer.connection).toBe('close');
      await closed(sockets[before]);
    } finally {
      agent.destroy();
    }
  });
});

describe('Strict-Transport-Security from PUBLIC_URL (decisions §1)', () => {
  const hstsWith = async (env: Record<string, string>) => {
    const test = await createTestApp(env);
    try {
      const response = await test.app.inject({ method: 'GET', url: '/api/health' });
      return response.headers['strict-transport-security'];
    } finally {
      await test.close();
    }
  };

  it('is sent when the app is served over https://', async () => {
    expect(await hstsWith({ PUBLIC_URL: 'https://pidsus.kejaksaan.go.id' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('is not sent over plain http:// or without PUBLIC_URL', async () => {
    expect(await hstsWith({ PUBLIC_URL: 'http://10.0.0.10:5000' })).toBeUndefined();
    expect(await hstsWith({})).toBeUndefined();
  });
});
