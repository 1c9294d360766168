import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../src/messages';

/**
 * SIGTERM to the real server process (main.ts under tsx, as `npm run dev` runs it; test/main.test.ts runs the
 * compiled one too): the exit codes and the answers a client sees, which shutdown.test.ts checks in-process.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) {
    cleanup();
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'kepala@kejaksaan.go.id',
      ADMIN_PASSWORD: 'rahasia-sekali',
      ...env,
    },
  });
  cleanups.push(() => {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const deadline = Date.now() + 30_000;
  let port: number | undefined;
  while (port === undefined) {
    if (Date.now() > deadline) {
      throw new Error(`server did not start:\n${output}`);
    }
    const match = /"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/.exec(output);
    port = match ? Number(match[1]) : undefined;
    await sleep(100);
  }
  return { child, exited, port, output: () => output };
}

/**
 * A login whose body has only begun to arrive: a request in flight. `finish` sends the rest; `text` is all the
 * connection received (HTTP/1.1, so the connection is keep-alive unless the server closes it).
 */
function loginInFlight(port: number) {
  const body = JSON.stringify({ email: 'kepala@kejaksaan.go.id', password: 'rahasia-sekali' });
  const socket = net.connect(port, '127.0.0.1');
  cleanups.push(() => socket.destroy());
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  return { opened, finish: () => socket.write(body.slice(10)), text: () => text, ended };
}

const connectOutcome = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe('the server process on SIGTERM', () => {
  it('refuses new connections, finishes the request in flight, answers 503 on an open connection, exits 0', async () => {
    const server = await startServer();
    // An idle keep-alive connection that has already carried a request, like a proxy's.
    const reused = net.connect(server.port, '127.0.0.1');
    cleanups.push(() => reused.destroy());
    let reusedText = '';
    reused.on('data', (chunk: Buffer) => (reusedText += chunk.toString()));
    reused.on('error', () => undefined);
    const login = loginInFlight(server.port);
    await login.opened;
    // Headers of the late request begun, so that its connection is not idle when the shutdown closes idle ones.
    reused.write('GET /api/health/ready HTTP/1.1\r\nHost: localhost\r\n');
    await sleep(300);

    server.child.kill('SIGTERM');
    await sleep(300);
    expect(await connectOutcome(server.port)).toBe('ECONNREFUSED');

    const reusedEnded = new Promise<void>((resolve) => reused.once('close', () => resolve()));
    reused.write('\r\n');
    await reusedEnded;
    expect(reusedText).toMatch(/^HTTP\/1\.1 503 /);
    expect(reusedText.toLowerCase()).toContain('retry-after: 5');
    expect(reusedText.toLowerCase()).toContain('connection: close');
    expect(reusedText).toContain(JSON.stringify({ message: messages.http.unavailable }));

    login.finish();
    await login.ended;
    expect(login.text()).toMatch(/^HTTP\/1\.1 200 /);
    expect(login.text()).toContain('"token"');
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toContain('shut down');
  }, 60_000);

  it('exits 1 at once on a second SIGTERM while a request is still in flight', async () => {
    const server = await startServer();
    const login = loginInFlight(server.port);
    await login.opened;
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(1500);
    expect(server.child.exitCode).toBeNull();
    const sentAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(1);
    expect(at - sentAt).toBeLessThan(1000);
    expect(server.output()).toContain('second signal during shutdown');
  }, 60_000);

  it('exits 1 when a request is still running at SHUTDOWN_TIMEOUT_MS', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '1500' });
    const login = loginInFlight(server.port);
    await login.opened;
    await sleep(300);
    const sentAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(1);
    expect(at - sentAt).toBeGreaterThanOrEqual(1400);
    expect(at - sentAt).toBeLessThan(5000);
    expect(server.output()).toContain('requests still running after the drain bound');
  }, 60_000);
});
