import type { Case, Notification } from '@pidsus/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';
import { connected, socketRegistry } from './sockets';

let testApp: TestApp;
let url: string;
type Account = Awaited<ReturnType<typeof createUser>>;
let budi: Account;
let siti: Account;
let admin: Account;
let removed: Account;
/** The head of section: hears of every case (`notify_all`). */
let head: Account;
/** On no team, following nothing: hears of nothing. */
let bystander: Account;
const sockets = socketRegistry();

beforeAll(async () => {
  testApp = await createTestApp();
  url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  budi = await createUser(testApp.app, { username: 'Budi' });
  siti = await createUser(testApp.app, { username: 'Siti' });
  admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Pidsus' });
  removed = await createUser(testApp.app, { username: 'Mantan Pegawai' });
  await testApp.app.services.usersService.remove(removed.user.id, { id: admin.user.id, sessionId: 0 });
  head = await createUser(testApp.app, { username: 'Kepala Seksi' });
  bystander = await createUser(testApp.app, { username: 'Pengamat' });
  const profile = await inject(head, 'PUT', '/api/profile', {
    username: 'Kepala Seksi',
    email: head.user.email,
    notify_all: true,
  });
  expect(profile.json()).toMatchObject({ notify_all: true });
});

afterEach(() => sockets.closeAll());

afterAll(async () => {
  await testApp.close();
});

/** A call as `account`; after a write, waits until its notifications are stored (the listener runs after the response). */
async function inject(account: Account, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) {
  const response = await testApp.app.inject({
    method,
    url: path,
    headers: account.auth,
    ...(payload ? { payload } : {}),
  });
  if (method !== 'GET') {
    await testApp.app.services.events.drain();
  }
  return response;
}

async function notificationsOf(account: Account, query = '') {
  const response = await inject(account, 'GET', `/api/notifications${query}`);
  expect(response.statusCode).toBe(200);
  return {
    list: response.json<Notification[]>(),
    total: Number(response.headers['x-total-count']),
    unread: Number(response.headers['x-unread-count']),
  };
}

/** The newest notification of the account (the test fails when there is none). */
async function latestOf(account: Account): Promise<Notification> {
  const [latest] = (await notificationsOf(account)).list;
  if (!latest) {
    throw new Error(`${account.user.username} has no notification`);
  }
  return latest;
}

/** The account has exactly `count` notifications. */
async function expectCount(account: Account, count: number) {
  expect((await notificationsOf(account)).total).toBe(count);
}

const fields = { title: 'Korupsi Dana Desa', date: '2026-04-02', time: '09:00', type: 'penyidikan' };

describe('who is notified of a case change', () => {
  it('the team, the followers and the notify_all staff; never the actor, an admin, a deleted account or a bystander', async () => {
    const everyone = [budi, siti, admin, removed, head, bystander];
    const deltas = async (before: number[]) =>
      (await Promise.all(everyone.map((a) => countRows(a.user.id)))).map(
        (count, index) => count - (before[index] ?? 0),
      );
    const counts = () => Promise.all(everyone.map((a) => countRows(a.user.id)));

    let before = await counts();
    const created = (
      await inject(siti, 'POST', '/api/cases', { ...fields, team_ids: [budi.user.id, siti.user.id] })
    ).json<Case>();
    // Budi (team) and the head (notify_all); Siti acted; the admin, the deleted account and the bystander hear nothing.
    expect(await deltas(before)).toEqual([1, 0, 0, 0, 1, 0]);
    expect(await latestOf(budi)).toEqual({
      id: expect.any(Number),
      message: 'Siti menambahkan kasus "Korupsi Dana Desa" (Penyidikan) untuk 2 April 2026',
      link: `/case/${created.id}`,
      is_read: false,
      created_at: expect.any(String),
    });

    // A follower hears of the next change; a team member who acts does not hear of their own.
    expect((await inject(bystander, 'PUT', `/api/cases/${created.id}/follow`)).json()).toEqual({ following: true });
    before = await counts();
    await inject(budi, 'PUT', `/api/cases/${created.id}/status`, { status: 'Sedang Proses' });
    expect(await deltas(before)).toEqual([0, 1, 0, 0, 1, 1]);

    // …and no longer after unfollowing; a member removed from the team hears of the removal, then nothing.
    expect((await inject(bystander, 'DELETE', `/api/cases/${created.id}/follow`)).json()).toEqual({ following: false });
    before = await counts();
    await inject(siti, 'PUT', `/api/cases/${created.id}`, { ...fields, team_ids: [siti.user.id] });
    expect(await deltas(before)).toEqual([1, 0, 0, 0, 1, 0]);
    // (Read, so that Siti's next change is a notification of its own rather than one more of hers: decisions §10.)
    await inject(head, 'PUT', '/api/notifications/read-all');
    before = await counts();
    await inject(siti, 'PUT', `/api/cases/${created.id}/status`, { status: 'Selesai' });
    expect(await deltas(before)).toEqual([0, 0, 0, 0, 1, 0]);
  });

  it('names the actor and the case for a status change, an edit and a deletion (each read before the next)', async () => {
    // Unread changes of one person gather into one notification (decisions §10): read each to see the next alone.
    const read = () => inject(siti, 'PUT', '/api/notifications/read-all');
    const start = await countRows(siti.user.id);
    const created = (await inject(budi, 'POST', '/api/cases', { ...fields, team_ids: [siti.user.id] })).json<Case>();
    await expectCount(siti, start + 1);

    expect((await inject(budi, 'PUT', `/api/cases/${created.id}/status`, { status: 'Selesai' })).statusCode).toBe(200);
    await expectCount(siti, start + 2);
    expect(await latestOf(siti)).toMatchObject({
      message: 'Budi mengubah status "Korupsi Dana Desa" menjadi Selesai',
      link: `/case/${created.id}`,
    });
    await read();

    const edit = { ...fields, title: 'Korupsi Dana Desa Sukamaju' };
    expect((await inject(budi, 'PUT', `/api/cases/${created.id}`, edit)).statusCode).toBe(200);
    await expectCount(siti, start + 3);
    expect((await latestOf(siti)).message).toBe('Budi mengubah kasus "Korupsi Dana Desa Sukamaju"');
    await read();

    const moved = { ...edit, date: '2026-04-16' };
    expect((await inject(budi, 'PUT', `/api/cases/${created.id}`, moved)).statusCode).toBe(200);
    await expectCount(siti, start + 4);
    expect((await latestOf(siti)).message).toBe(
      'Budi mengubah kasus "Korupsi Dana Desa Sukamaju", kini dijadwalkan 16 April 2026',
    );
    await read();

    expect((await inject(budi, 'DELETE', `/api/cases/${created.id}`)).statusCode).toBe(200);
    await expectCount(siti, start + 5);
    // The case is gone: nothing to open.
    expect(await latestOf(siti)).toMatchObject({
      message: 'Budi menghapus kasus "Korupsi Dana Desa Sukamaju"',
      link: null,
    });
  });

  it('gathers one person’s unread changes to one case into one notification that counts them (decisions §10)', async () => {
    const created = (await inject(budi, 'POST', '/api/cases', { ...fields, team_ids: [siti.user.id] })).json<Case>();
    await inject(siti, 'PUT', '/api/notifications/read-all');
    const start = await countRows(siti.user.id);
    await inject(budi, 'PUT', `/api/cases/${created.id}/status`, { status: 'Sedang Proses' });
    const first = await latestOf(siti);
    expect(first.message).toBe('Budi mengubah status "Korupsi Dana Desa" menjadi Sedang Proses');
    await inject(budi, 'PUT', `/api/cases/${created.id}`, { ...fields, witnesses: 'Andi' });
    await inject(budi, 'PUT', `/api/cases/${created.id}`, { ...fields, witnesses: 'Andi, Rina' });
    await expectCount(siti, start + 1);
    const gathered = await latestOf(siti);
    expect(gathered).toMatchObject({ id: first.id, is_read: false });
    expect(gathered.message).toBe('Budi mengubah kasus "Korupsi Dana Desa" (3 perubahan)');
    expect((await notificationsOf(siti)).unread).toBe(1);
    // Another person's change is a notification of its own.
    await inject(head, 'PUT', `/api/cases/${created.id}/status`, { status: 'Selesai' });
    await expectCount(siti, start + 2);
  });

  it('an admin’s change notifies the team', async () => {
    const [budiBefore, sitiBefore] = [(await notificationsOf(budi)).total, (await notificationsOf(siti)).total];
    await inject(admin, 'POST', '/api/cases', {
      ...fields,
      title: 'Suap perizinan',
      team_ids: [budi.user.id, siti.user.id],
    });
    await expectCount(budi, budiBefore + 1);
    await expectCount(siti, sitiBefore + 1);
    expect((await latestOf(budi)).message).toMatch(/^Admin Pidsus menambahkan kasus "Suap perizinan"/);
  });

  it('an edit that changes nothing notifies nobody', async () => {
    const created = (await inject(budi, 'POST', '/api/cases', { ...fields, team_ids: [siti.user.id] })).json<Case>();
    const settled = await countRows(siti.user.id);
    expect((await inject(budi, 'PUT', `/api/cases/${created.id}`, fields)).statusCode).toBe(200);
    expect(
      (await inject(budi, 'PUT', `/api/cases/${created.id}`, { ...fields, team_ids: [siti.user.id] })).statusCode,
    ).toBe(200);
    await expectCount(siti, settled);
    // …while a real change does.
    await inject(budi, 'PUT', `/api/cases/${created.id}/status`, { status: 'Sedang Proses' });
    await expectCount(siti, settled + 1);
  });

  it('shortens a very long title in the message', async () => {
    const title = 'Penyalahgunaan wewenang '.repeat(8).trim();
    expect(title.length).toBeLessThanOrEqual(200);
    const start = (await notificationsOf(siti)).total;
    expect((await inject(budi, 'POST', '/api/cases', { ...fields, title, team_ids: [siti.user.id] })).statusCode).toBe(
      201,
    );
    await expectCount(siti, start + 1);
    const { message } = await latestOf(siti);
    expect(message).toMatch(/^Budi menambahkan kasus "Penyalahgunaan wewenang .{40,}…" \(Penyidikan\)/);
    expect(message.length).toBeLessThan(160);
  });
});

/** Rows in the table for one recipient, read directly (for the actor, admins and deleted accounts). */
async function countRows(recipientId: number) {
  const row = await testApp.app.services.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('recipient_id', '=', recipientId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

it('never cuts a character in half when it shortens a title', async () => {
  const title = `${'a'.repeat(78)}😀😀 Suap`;
  await inject(budi, 'POST', '/api/cases', { ...fields, title, team_ids: [siti.user.id] });
  const { message } = await latestOf(siti);
  expect(message).toBe(`Budi menambahkan kasus "${'a'.repeat(78)}😀…" (Penyidikan) untuk 2 April 2026`);
  expect(message).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
});

describe('reading and marking', () => {
  let reader: Account;
  let writer: Account;

  beforeAll(async () => {
    reader = await createUser(testApp.app, { username: 'Pembaca' });
    writer = await createUser(testApp.app, { username: 'Penulis' });
  });

  it('lists the user’s own, newest first, in pages, with the totals in headers', async () => {
    const start = await countRows(reader.user.id);
    for (const title of ['Kasus A', 'Kasus B', 'Kasus C']) {
      await inject(writer, 'POST', '/api/cases', { ...fields, title, team_ids: [reader.user.id] });
      await expectCount(reader, start + ['Kasus A', 'Kasus B', 'Kasus C'].indexOf(title) + 1);
    }
    const all = await notificationsOf(reader);
    expect(all.total).toBe(start + 3);
    expect(all.unread).toBe(start + 3);
    expect(all.list.slice(0, 3).map((n) => n.message.split('"')[1])).toEqual(['Kasus C', 'Kasus B', 'Kasus A']);

    const page = await notificationsOf(reader, '?limit=2&offset=1');
    expect(page.list.map((n) => n.id)).toEqual(all.list.slice(1, 3).map((n) => n.id));
    expect(page.total).toBe(start + 3);
  });

  it('refuses bad paging with an Indonesian 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?offset=-1']) {
      const response = await inject(reader, 'GET', `/api/notifications${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/halaman|tidak valid/i);
    }
  });

  it('marks one read: the badge count drops, and marking again changes nothing', async () => {
    await inject(writer, 'POST', '/api/cases', { ...fields, title: 'Kasus D', team_ids: [reader.user.id] });
    const before = await countRows(reader.user.id);
    await expectCount(reader, before);
    const { unread } = await notificationsOf(reader);
    const target = await latestOf(reader);
    const marked = await inject(reader, 'PUT', `/api/notifications/${target.id}/read`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json<Notification>()).toEqual({ ...target, is_read: true });
    expect((await notificationsOf(reader)).unread).toBe(unread - 1);
    const again = await inject(reader, 'PUT', `/api/notifications/${target.id}/read`);
    expect(again.statusCode).toBe(200);
    expect((await notificationsOf(reader)).unread).toBe(unread - 1);
  });

  it('someone else’s notification is a 404, and stays unread', async () => {
    const theirs = (await notificationsOf(reader)).list.find((n) => !n.is_read);
    expect(theirs).toBeDefined();
    const response = await inject(writer, 'PUT', `/api/notifications/${theirs!.id}/read`);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('Notifikasi tidak ditemukan');
    expect((await notificationsOf(reader)).list.find((n) => n.id === theirs!.id)?.is_read).toBe(false);
    // …nor do they see it in their list.
    expect((await notificationsOf(writer)).list.some((n) => n.id === theirs!.id)).toBe(false);
  });

  it('an unknown or malformed id is a 404 or a 400, never a 500', async () => {
    expect((await inject(reader, 'PUT', '/api/notifications/999999/read')).statusCode).toBe(404);
    expect((await inject(reader, 'PUT', '/api/notifications/abc/read')).statusCode).toBe(400);
  });

  it('marks all of the user’s own read, and nobody else’s', async () => {
    await inject(reader, 'POST', '/api/cases', { ...fields, title: 'Kasus E', team_ids: [writer.user.id] });
    await expectCount(writer, 1);
    const writerUnread = (await notificationsOf(writer)).unread;
    expect(writerUnread).toBeGreaterThan(0);
    const before = (await notificationsOf(reader)).unread;
    expect(before).toBeGreaterThan(0);
    const response = await inject(reader, 'PUT', '/api/notifications/read-all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: before });
    const after = await notificationsOf(reader);
    expect(after.unread).toBe(0);
    expect(after.list.every((n) => n.is_read)).toBe(true);
    expect((await notificationsOf(writer)).unread).toBe(writerUnread);
    expect((await inject(reader, 'PUT', '/api/notifications/read-all')).json()).toEqual({ updated: 0 });
  });

  it('needs a login', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'PUT', url: '/api/notifications/read-all' })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'PUT', url: '/api/notifications/1/read' })).statusCode).toBe(401);
  });
});

describe('the notification event', () => {
  it('reaches the recipient’s sockets with the stored notification, and not the actor’s', async () => {
    const recipient = sockets.open(url, { token: budi.token });
    const actorSocket = sockets.open(url, { token: siti.token });
    await Promise.all([connected(recipient), connected(actorSocket)]);
    const actorGot: Notification[] = [];
    actorSocket.on('notification', (n) => actorGot.push(n));
    const arrived = new Promise<Notification>((resolve) => recipient.once('notification', resolve));
    const created = (
      await inject(siti, 'POST', '/api/cases', {
        ...fields,
        title: 'Pungli pelabuhan',
        team_ids: [budi.user.id, siti.user.id],
      })
    ).json<Case>();
    const delivered = await arrived;
    expect(delivered).toMatchObject({ link: `/case/${created.id}`, is_read: false });
    expect(delivered.message).toMatch(/^Siti menambahkan kasus "Pungli pelabuhan"/);
    // The same notification as the list gives, so that the client can de-duplicate by id.
    expect(await latestOf(budi)).toEqual(delivered);
    // A marker: Budi acts next, so Siti's socket gets that one. Had she been sent her own, it would have come first.
    const marker = new Promise<Notification>((resolve) => actorSocket.once('notification', resolve));
    await inject(budi, 'PUT', `/api/cases/${created.id}/status`, { status: 'Selesai' });
    expect((await marker).message).toBe('Budi mengubah status "Pungli pelabuhan" menjadi Selesai');
    expect(actorGot.map((n) => n.message)).toEqual(['Budi mengubah status "Pungli pelabuhan" menjadi Selesai']);
  });
});
