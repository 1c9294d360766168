import { randomUUID } from 'node:crypto';
import type { Case, CasesChangedEvent, Notification } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, sameDatabaseAs } from './helpers';
import { connected, socketRegistry } from './sockets';

/**
 * Runs only with REDIS_URL (and, in CI, DATABASE_URL): two instances of one deployment — one database,
 * one Redis, no sticky sessions. A write through instance A reaches a socket connected to instance B.
 */
const sockets = socketRegistry();
let instanceA: TestApp;
let instanceB: TestApp;
let urlB: string;

beforeAll(async () => {
  const prefix = `test:${randomUUID()}:`;
  instanceA = await createTestApp({}, { redisPrefix: prefix });
  instanceB = await createTestApp(sameDatabaseAs(instanceA), { redisPrefix: prefix });
  await instanceA.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = await instanceB.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  sockets.closeAll();
  await instanceB.close();
  await instanceA.close();
});

describe('two instances behind one load balancer', () => {
  it('a case changed through A reaches a socket on B: cases:changed and the notification', async () => {
    const budi = await createUser(instanceA.app, { username: 'Budi' });
    const siti = await createUser(instanceA.app, { username: 'Siti' });
    // Budi's token, issued by A, is honoured by B: sessions live in the shared database.
    const onB = sockets.open(urlB, { token: budi.token });
    await connected(onB);
    const changed = new Promise<CasesChangedEvent>((resolve) => onB.once('cases:changed', resolve));
    const notified = new Promise<Notification>((resolve) => onB.once('notification', resolve));

    const response = await instanceA.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: siti.auth,
      payload: { title: 'Korupsi Dana Desa', date: '2026-05-04', type: 'penyidikan', team_ids: [budi.user.id] },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Case>();

    expect(await changed).toEqual({ id: created.id, type: 'penyidikan', date: '2026-05-04' });
    const notification = await notified;
    expect(notification).toMatchObject({ link: `/case/${created.id}`, is_read: false });
    expect(notification.message).toBe('Siti menambahkan kasus "Korupsi Dana Desa" (Penyidikan) untuk 4 Mei 2026');

    // And B answers for it like A: the same row, which Budi can mark read there.
    const read = await instanceB.app.inject({
      method: 'PUT',
      url: `/api/notifications/${notification.id}/read`,
      headers: budi.auth,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<Notification>().is_read).toBe(true);
  });

  it('a logout through A disconnects the session’s socket on B', async () => {
    const budi = await createUser(instanceA.app);
    const onB = sockets.open(urlB, { token: budi.token });
    await connected(onB);
    const ended = new Promise<void>((resolve) => onB.once('session:ended', () => resolve()));
    const disconnected = new Promise<string>((resolve) => onB.once('disconnect', (reason) => resolve(reason)));
    const response = await instanceA.app.inject({ method: 'POST', url: '/api/auth/logout', headers: budi.auth });
    expect(response.statusCode).toBe(200);
    await ended;
    expect(await disconnected).toBe('io server disconnect');
  });
});
