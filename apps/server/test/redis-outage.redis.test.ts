import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipart } from './files-support';
import { createTestApp, createUser, type TestApp } from './helpers';

/**
 * Runs only with REDIS_URL (so on machines that have Redis): a private redis-server is started, then
 * stopped under a running app. Writes must still succeed and the process must stay up; with the socket.io
 * adapter's publish unhandled, the rejection ended the process right after it answered 201.
 */
let redis: ChildProcess | undefined;
let testApp: TestApp;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function startRedis(port: number) {
  const child = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        resolve();
      }
    });
  });
  return child;
}

beforeAll(async () => {
  const port = await freePort();
  redis = await startRedis(port);
  testApp = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
});

afterAll(async () => {
  redis?.kill('SIGKILL');
  await testApp.close();
});

it('a case write while Redis is down is saved, answered, and does not bring the server down', async () => {
  const budi = await createUser(testApp.app, { username: 'Budi' });
  const siti = await createUser(testApp.app, { username: 'Siti' });
  const stopped = new Promise((resolve) => redis?.once('exit', resolve));
  redis?.kill('SIGKILL');
  await stopped;

  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: siti.auth,
    payload: { title: 'Korupsi Dana Desa', date: '2026-04-02', type: 'penyidikan', team_ids: [budi.user.id] },
  });
  expect(created.statusCode).toBe(201);
  // The notification is stored even though it could not be sent to other instances.
  await testApp.app.services.events.drain();
  // Long enough for ioredis to give up on its retries and reject the publish.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const list = await testApp.app.inject({ method: 'GET', url: '/api/notifications', headers: budi.auth });
  expect(list.statusCode).toBe(200);
  expect(list.headers['x-unread-count']).toBe('1');
});

it('logins go on while Redis is down: each instance counts failed logins on its own meanwhile', async () => {
  const { user, password } = await createUser(testApp.app, { username: 'Rina' });
  if (redis && redis.exitCode === null && redis.signalCode === null) {
    const stopped = new Promise((resolve) => redis?.once('exit', resolve));
    redis.kill('SIGKILL');
    await stopped;
  }
  const login = (attempt: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: attempt } });
  const started = Date.now();
  expect((await login(password)).statusCode).toBe(200);
  // At once, not after ioredis' reconnection attempts.
  expect(Date.now() - started).toBeLessThan(2000);
  const { maxAttempts } = testApp.config.login;
  const wrong: number[] = [];
  for (let guess = 0; guess <= maxAttempts; guess += 1) {
    wrong.push((await login(`tebakan-${guess}`)).statusCode);
  }
  expect(wrong).toEqual([...Array<number>(maxAttempts).fill(401), 429]);
});

/** Kills the private Redis if an earlier test has not (each test may run alone with `-t`). */
async function stopRedis() {
  if (redis && redis.exitCode === null && redis.signalCode === null) {
    const stopped = new Promise((resolve) => redis?.once('exit', resolve));
    redis.kill('SIGKILL');
    await stopped;
  }
}

it('password changes go on while Redis is down: wrong ones are still counted, per instance meanwhile', async () => {
  const { auth, password } = await createUser(testApp.app, { username: 'Dewi' });
  await stopRedis();
  const change = (current: string, next = 'sandi-baru-99') =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: auth,
      payload: { current_password: current, new_password: next, confirm_password: next },
    });
  const { maxAttempts } = testApp.config.login;
  const wrong: number[] = [];
  for (let guess = 0; guess < maxAttempts; guess += 1) {
    wrong.push((await change(`tebakan-${guess}`)).statusCode);
  }
  expect(wrong).toEqual(Array<number>(maxAttempts).fill(400));
  expect((await change(password)).statusCode).toBe(429);
});

it('uploads go on while Redis is down: the running-upload cap is counted per instance meanwhile', async () => {
  const { auth } = await createUser(testApp.app, { username: 'Andi' });
  await stopRedis();
  const body = multipart([{ name: 'file', filename: 'berita-acara.txt', content: Buffer.from('isi berkas') }]);
  const uploaded = await testApp.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode).toBe(201);
});
