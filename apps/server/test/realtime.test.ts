import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, logout, MINUTE, SECOND, type TestApp } from './helpers';
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

/** What the server tells a socket at its end: whether `session:ended` came, and why it was disconnected. */
function watchEnd(socket: ClientSocket) {
  let sawEnded = false;
  socket.once('session:ended', () => {
    sawEnded = true;
  });
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  return {
    async ended(): Promise<{ sawEnded: boolean; reason: string }> {
      const reason = await disconnected;
      return { sawEnded, reason };
    },
  };
}

/** Ids of the sockets connected to an app, as the server sees them. */
async function serverSocketIds(app: TestApp): Promise<string[]> {
  return (await app.app.realtime.io.fetchSockets()).map((remote) => remote.id);
}

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

describe('sweep of sockets whose session ended elsewhere', () => {
  it('closes a socket whose session row is gone, and keeps a live one', async () => {
    const gone = await createUser(testApp.app);
    const live = await createUser(testApp.app);
    const goneSocket = openSocket({ token: gone.token });
    const liveSocket = openSocket({ token: live.token });
    await Promise.all([connected(goneSocket), connected(liveSocket)]);
    const end = watchEnd(goneSocket);

    // Another instance (or the CLI) ended the session: no logout reached this one.
    await testApp.app.services.db.deleteFrom('sessions').where('user_id', '=', gone.user.id).execute();
    await testApp.app.realtime.sweepEndedSessions();

    expect(await end.ended()).toEqual({ sawEnded: true, reason: 'io server disconnect' });
    expect(goneSocket.connected).toBe(false);
    const ids = await serverSocketIds(testApp);
    expect(ids).toContain(liveSocket.id);
    expect(ids).not.toContain(goneSocket.id);
    expect(liveSocket.connected).toBe(true);
  });

  it('closes the sockets of an account marked deleted', async () => {
    const deleted = await createUser(testApp.app);
    const live = await createUser(testApp.app);
    const deletedSocket = openSocket({ token: deleted.token });
    const liveSocket = openSocket({ token: live.token });
    await Promise.all([connected(deletedSocket), connected(liveSocket)]);
    const end = watchEnd(deletedSocket);

    await testApp.app.services.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', deleted.user.id)
      .execute();
    await testApp.app.realtime.sweepEndedSessions();

    expect(await end.ended()).toEqual({ sawEnded: true, reason: 'io server disconnect' });
    expect(await serverSocketIds(testApp)).toContain(liveSocket.id);
    expect(liveSocket.connected).toBe(true);
  });

  it('leaves live sockets alone, however often it runs', async () => {
    const { token } = await createUser(testApp.app);
    const socket = openSocket({ token });
    await connected(socket);
    await testApp.app.realtime.sweepEndedSessions();
    await testApp.app.realtime.sweepEndedSessions();
    expect(await serverSocketIds(testApp)).toContain(socket.id);
    expect(socket.connected).toBe(true);
  });

  it('closes a socket whose session went idle, but not one still within its window', async () => {
    const time = createTestClock();
    const clocked = await createTestApp({ SESSION_IDLE_MINUTES: '5' }, { clock: time.clock });
    try {
      const clockedUrl = await clocked.app.listen({ port: 0, host: '127.0.0.1' });
      const idle = await createUser(clocked.app);
      const idleSocket = openSocket({ token: idle.token }, clockedUrl);
      await connected(idleSocket);
      time.advance(3 * MINUTE);
      const recent = await createUser(clocked.app);
      const recentSocket = openSocket({ token: recent.token }, clockedUrl);
      await connected(recentSocket);
      const end = watchEnd(idleSocket);

      // Five minutes and a second after the first login: only that session is idle.
      time.advance(2 * MINUTE + SECOND);
      await clocked.app.realtime.sweepEndedSessions();

      expect(await end.ended()).toEqual({ sawEnded: true, reason: 'io server disconnect' });
      expect(await serverSocketIds(clocked)).toEqual([recentSocket.id]);
      expect(recentSocket.connected).toBe(true);
    } finally {
      sockets.closeAll();
      await clocked.close();
    }
  });
});
