import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createShutdown } from '../src/lib/graceful-shutdown';
import { messages } from '../src/messages';
import { createTestApp, createUser, type TestApp } from './helpers';
import { connected, socketRegistry } from './sockets';

/**
 * A graceful shutdown (docs/deployment.md, "Several instances behind nginx") on a listening app: what SIGTERM does (main.ts calls the same
 * function), with the process exit replaced by a record of its code.
 */
let testApp: TestApp | undefined;
const raw: net.Socket[] = [];
const sockets = socketRegistry();
afterEach(async () => {
  sockets.closeAll();
  for (const socket of raw.splice(0)) {
    socket.destroy();
  }
  await testApp?.close();
  testApp = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listening() {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as net.AddressInfo;
  const { token } = await createUser(testApp.app);
  const exits: number[] = [];
  const shutdown = createShutdown(testApp.app, {
    drainMs: 3000,
    exit: (code) => {
      exits.push(code);
    },
  });
  return { app: testApp.app, port, token, exits, shutdown };
}

/**
 * An upload over a raw connection whose body has only begun to arrive: a request in flight. `finish` sends the
 * rest; `text` is all the connection received.
 */
function uploadInFlight(port: number, token: string) {
  const boundary = '----pidsus-shutdown';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="berkas.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const content = 'isi berkas yang sedang dikirim';
  const length = Buffer.byteLength(head) + Buffer.byteLength(content) + Buffer.byteLength(tail);
  const socket = net.connect(port, '127.0.0.1');
  raw.push(socket);
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /api/files/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n${head}${content.slice(0, 4)}`,
  );
  return {
    finish: () => socket.write(`${content.slice(4)}${tail}`),
    text: () => text,
    ended,
  };
}

/**
 * A request whose headers have begun to arrive (so its connection is not idle, and stays open when the shutdown
 * closes the idle ones); `send` completes it.
 */
function requestArriving(port: number, path: string) {
  const socket = net.connect(port, '127.0.0.1');
  raw.push(socket);
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n`);
  return { send: () => socket.write('\r\n'), text: () => text, ended };
}

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe('graceful shutdown', () => {
  it('refuses new connections, finishes the request in flight, answers 503 to one arriving late, closes sockets, exits 0', async () => {
    const { port, token, exits, shutdown } = await listening();
    const browser = sockets.open(`http://127.0.0.1:${port}`, { token });
    await connected(browser);
    const browserClosed = new Promise<string>((resolve) => browser.once('disconnect', (reason) => resolve(reason)));
    const upload = uploadInFlight(port, token);
    const late = requestArriving(port, '/api/health/ready');
    await sleep(200);

    shutdown('SIGTERM');
    await sleep(100);
    expect(await refused(port)).toBe('ECONNREFUSED');
    expect(await browserClosed).toBe('io server disconnect');
    expect(exits).toEqual([]);

    late.send();
    await late.ended;
    expect(late.text()).toMatch(/^HTTP\/1\.1 503 /);
    expect(late.text().toLowerCase()).toContain('retry-after: 5');
    expect(late.text().toLowerCase()).toContain('connection: close');
    expect(late.text()).toContain(JSON.stringify({ message: messages.http.unavailable }));

    upload.finish();
    await upload.ended;
    expect(upload.text()).toMatch(/^HTTP\/1\.1 201 /);
    expect(upload.text()).toContain('berkas.txt');
    for (let waited = 0; exits.length === 0 && waited < 3000; waited += 50) {
      await sleep(50);
    }
    expect(exits).toEqual([0]);
  });

  it('closes a keep-alive connection once its request is answered, so the drain ends without waiting for it', async () => {
    const { port, token, exits, shutdown } = await listening();
    const upload = uploadInFlight(port, token);
    await sleep(200);
    shutdown('SIGTERM');
    await sleep(100);
    upload.finish();
    await upload.ended;
    expect(upload.text()).toMatch(/^HTTP\/1\.1 201 /);
    for (let waited = 0; exits.length === 0 && waited < 2000; waited += 50) {
      await sleep(50);
    }
    expect(exits).toEqual([0]);
  });

  it('ends at once on a second signal, but takes one delivered twice at once as one', async () => {
    const { port, token, exits, shutdown } = await listening();
    uploadInFlight(port, token);
    await sleep(200);
    shutdown('SIGTERM');
    // The same signal twice at once (the terminal's Ctrl-C to the process group, passed on by `npm start`) is one.
    shutdown('SIGTERM');
    await sleep(50);
    expect(exits).toEqual([]);
    await sleep(1000);
    shutdown('SIGTERM');
    expect(exits).toEqual([1]);
  });

  it('ends with 1 when a request is still running at the bound', async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as net.AddressInfo;
    const { token } = await createUser(testApp.app);
    const exits: number[] = [];
    const shutdown = createShutdown(testApp.app, {
      drainMs: 300,
      exit: (code) => {
        exits.push(code);
      },
    });
    uploadInFlight(port, token);
    await sleep(200);
    shutdown('SIGTERM');
    await sleep(150);
    expect(exits).toEqual([]);
    await sleep(300);
    expect(exits).toEqual([1]);
  });
});
