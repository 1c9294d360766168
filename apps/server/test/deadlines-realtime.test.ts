import type { Case, CasesChangedEvent, Notification } from '@pidsus/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';
import { connected, socketRegistry } from './sockets';

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

describe('a deadline write is told live (decisions §7.2)', () => {
  it("sends its case's cases:changed to every screen, and the notification to the team member's sockets", async () => {
    const actor = await createUser(testApp.app);
    const member = await createUser(testApp.app);
    const created = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: actor.auth,
        payload: { title: 'Suap perizinan', date: '2026-04-02', type: 'penyidikan', team_ids: [member.user.id] },
      })
    ).json<Case>();
    // The creation's own notification to the member is written after the answer; let it go out before the
    // member's socket connects, so the only notification this socket can be sent is the deadline's.
    await testApp.app.services.events.drain();
    const socket = sockets.open(url, { token: member.token });
    await connected(socket);
    const changes: CasesChangedEvent[] = [];
    const notifications: Notification[] = [];
    socket.on('cases:changed', (event) => changes.push(event));
    socket.on('notification', (notification) => notifications.push(notification));

    const added = await testApp.app.inject({
      method: 'POST',
      url: `/api/cases/${created.id}/deadlines`,
      headers: actor.auth,
      payload: { title: 'SPDP', due_date: '2026-03-20' },
    });
    expect(added.statusCode).toBe(201);
    await expect.poll(() => changes.length).toBe(1);
    expect(changes[0]).toEqual({ id: created.id, type: 'penyidikan', date: '2026-04-02' });
    await expect.poll(() => notifications.length).toBe(1);
    expect(notifications[0]).toMatchObject({ link: `/case/${created.id}`, is_read: false });
    expect(notifications[0]?.message).toContain('menambahkan tenggat "SPDP" pada kasus "Suap perizinan"');
  });
});
