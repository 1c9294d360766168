import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, logout, type TestApp } from './helpers';
import { connected, refusal, socketRegistry, type ClientSocket } from './sockets';

let testApp: TestApp;
let url: string;
const sockets = socketRegistry();

beforeAll(async () => {
  testApp = await createTestApp();
  url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(() => sockets.closeAll());

afterAll(async () => {
  await testApp.close();
});

/** Opens a socket to this file's app, or to the app listening at `at`; it is closed after the test. */
function openSocket(auth: Record<string, unknown>, at = url): ClientSocket {
  return sockets.open(at, auth);
}

describe('socket.io authentication', () => {
  it('accepts a socket with a valid token', async () => {
    const { token } = await createUser(testApp.app);
    const socket = openSocket({ token });
    await connected(socket);
    expect(socket.connected).toBe(true);
  });

  it('puts the socket in its user’s room', async () => {
    const { user, token } = await createUser(testApp.app);
    const socket = openSocket({ token });
    await connected(socket);
    const sockets = await testApp.app.realtime.io.in(`user:${user.id}`).fetchSockets();
    expect(sockets.map((remote) => remote.id)).toContain(socket.id);
  });

  it('refuses a socket without a token', async () => {
    const socket = openSocket({});
    expect(await refusal(socket)).toBe('Anda belum login. Silakan login terlebih dahulu.');
    expect(socket.connected).toBe(false);
  });

  it('refuses a socket whose token is not a string', async () => {
    expect(await refusal(openSocket({ token: 12345 }))).toBe('Anda belum login. Silakan login terlebih dahulu.');
  });

  it('refuses a socket with a bad token', async () => {
    const socket = openSocket({ token: 'x'.repeat(43) });
    expect(await refusal(socket)).toBe('Sesi Anda telah berakhir. Silakan login kembali.');
  });

  it('refuses a socket whose token was logged out', async () => {
    const { token } = await createUser(testApp.app);
    await logout(testApp.app, token);
    expect(await refusal(openSocket({ token }))).toBe('Sesi Anda telah berakhir. Silakan login kembali.');
  });
});

describe('logout and sockets', () => {
  it('ends the sockets of the session that logs out', async () => {
    const { token } = await createUser(testApp.app);
    const socket = openSocket({ token });
    await connected(socket);
    const ended = new Promise<void>((resolve) => socket.once('session:ended', () => resolve()));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    expect((await logout(testApp.app, token)).statusCode).toBe(200);
    await ended;
    expect(await disconnected).toBe('io server disconnect');
    expect(socket.connected).toBe(false);
  });

  it('leaves the sockets of other sessions connected', async () => {
    const leaving = await createUser(testApp.app);
    const staying = await createUser(testApp.app);
    const leavingSocket = openSocket({ token: leaving.token });
    const stayingSocket = openSocket({ token: staying.token });
    await Promise.all([connected(leavingSocket), connected(stayingSocket)]);
    const disconnected = new Promise<void>((resolve) => leavingSocket.once('disconnect', () => resolve()));

    await logout(testApp.app, leaving.token);
    await disconnected;
    const sockets = await testApp.app.realtime.io.in(`user:${staying.user.id}`).fetchSockets();
    expect(sockets.map((remote) => remote.id)).toEqual([stayingSocket.id]);
    expect(stayingSocket.connected).toBe(true);
  });
});
