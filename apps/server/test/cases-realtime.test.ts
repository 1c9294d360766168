import type { Case, CasesChangedEvent } from '@pidsus/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';
import { connected, socketRegistry, type ClientSocket } from './sockets';

let testApp: TestApp;
let url: string;
let actor: Awaited<ReturnType<typeof createUser>>;
const sockets = socketRegistry();

beforeAll(async () => {
  testApp = await createTestApp();
  url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  actor = await createUser(testApp.app, { role: 'admin' });
});

afterEach(() => sockets.closeAll());

afterAll(async () => {
  await testApp.close();
});

/** A logged-in socket of another staff member, collecting every `cases:changed` it receives. */
async function watcher() {
  const { token } = await createUser(testApp.app);
  const socket: ClientSocket = sockets.open(url, { token });
  await connected(socket);
  const received: CasesChangedEvent[] = [];
  const waiting: (() => void)[] = [];
  socket.on('cases:changed', (event) => {
    received.push(event);
    waiting.splice(0).forEach((wake) => wake());
  });
  return {
    received,
    /** Resolves once `count` events have arrived (fails the test by timeout otherwise). */
    async until(count: number) {
      while (received.length < count) {
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      return received;
    },
  };
}

function call(method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) {
  return testApp.app.inject({ method, url: path, headers: actor.auth, ...(payload ? { payload } : {}) });
}

const fields = { title: 'Gratifikasi kepala dinas', date: '2026-04-02', time: '10:00', type: 'penyidikan' };

describe('cases:changed', () => {
  it('is sent with {id, type, date} on create, edit, status change and delete', async () => {
    const watching = await watcher();
    const created = (await call('POST', '/api/cases', fields)).json<Case>();
    await watching.until(1);
    expect(watching.received[0]).toEqual({ id: created.id, type: 'penyidikan', date: '2026-04-02' });

    const edited = await call('PUT', `/api/cases/${created.id}`, { ...fields, type: 'penuntutan', date: '2026-04-09' });
    expect(edited.statusCode).toBe(200);
    await watching.until(2);
    expect(watching.received[1]).toEqual({ id: created.id, type: 'penuntutan', date: '2026-04-09' });

    expect((await call('PUT', `/api/cases/${created.id}/status`, { status: 'Selesai' })).statusCode).toBe(200);
    await watching.until(3);
    expect(watching.received[2]).toEqual({ id: created.id, type: 'penuntutan', date: '2026-04-09' });

    expect((await call('DELETE', `/api/cases/${created.id}`)).statusCode).toBe(200);
    await watching.until(4);
    expect(watching.received[3]).toEqual({ id: created.id, type: 'penuntutan', date: '2026-04-09' });
  });

  it('reaches every logged-in socket, the actor’s own too', async () => {
    const first = await watcher();
    const second = await watcher();
    const own = sockets.open(url, { token: actor.token });
    await connected(own);
    const ownEvent = new Promise<CasesChangedEvent>((resolve) => own.once('cases:changed', resolve));
    const created = (await call('POST', '/api/cases', fields)).json<Case>();
    const expected = { id: created.id, type: 'penyidikan', date: '2026-04-02' };
    expect((await first.until(1))[0]).toEqual(expected);
    expect((await second.until(1))[0]).toEqual(expected);
    expect(await ownEvent).toEqual(expected);
  });

  it('is not sent for a refused write or one that changes nothing', async () => {
    const watching = await watcher();
    const created = (await call('POST', '/api/cases', fields)).json<Case>();
    await watching.until(1);
    expect((await call('POST', '/api/cases', { ...fields, title: '' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/cases/987654', fields)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/cases/${created.id}`, { ...fields, updated_at: '2000-01-01T00:00:00.000Z' })).statusCode,
    ).toBe(409);
    expect((await call('PUT', `/api/cases/${created.id}/status`, { status: 'Beres' })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/cases/987654')).statusCode).toBe(404);
    // Nor for a write that changes nothing.
    expect((await call('PUT', `/api/cases/${created.id}/status`, { status: 'Menunggu' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/cases/${created.id}`, fields)).statusCode).toBe(200);
    // A last, accepted write: had any refused one emitted, it would arrive before this one.
    await call('PUT', `/api/cases/${created.id}/status`, { status: 'Sedang Proses' });
    await watching.until(2);
    expect(watching.received).toHaveLength(2);
    expect(watching.received[1]).toEqual({ id: created.id, type: 'penyidikan', date: '2026-04-02' });
  });
});
