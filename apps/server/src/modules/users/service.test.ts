import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserUpdate } from '@pidsus/shared';
import { createFakeAccounts, recordEvents } from './fake-accounts';
import { createUsersService } from './service';

// Argon2 takes tens of milliseconds per hash; the rules do not depend on it.
vi.mock('../../lib/passwords', () => ({
  hashPassword: async (password: string) => `hash:${password}`,
  verifyPassword: async (hash: string, password: string) => hash === `hash:${password}`,
}));

const clock = () => new Date('2026-04-02T03:00:00.000Z');

function setup(options: { audited?: boolean } = {}) {
  const accounts = createFakeAccounts();
  const events = recordEvents();
  const service = createUsersService({
    users: accounts.users,
    sessions: accounts.sessions,
    clock,
    events,
    ...(options.audited === false ? {} : { audit: { listByTarget: async () => [], countByTarget: async () => 0 } }),
  });
  const admin = accounts.addUser({ role: 'admin' });
  const actor = { id: admin.id, sessionId: accounts.addSession(admin.id) };
  return { accounts, events, service, admin, actor };
}

const edit = (row: { username: string; email: string }, changes: Partial<UserUpdate> = {}): UserUpdate => ({
  username: row.username,
  email: row.email,
  password: undefined,
  position: '',
  phone: '',
  office: '',
  ...changes,
});

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup();
});

describe('users service: editing an account', () => {
  it('demotes one of two admins, ends their sessions after the change and tells the sockets once', async () => {
    const other = t.accounts.addUser({ role: 'admin' });
    const sessions = [t.accounts.addSession(other.id), t.accounts.addSession(other.id)];
    const user = await t.service.update(other.id, edit(other, { role: 'user' }), t.actor);
    expect(user.role).toBe('user');
    expect(t.accounts.sessionIdsOf(other.id)).toEqual([]);
    // The sockets are told once; the instances' session caches hear that the account changed (decisions §10).
    expect(t.events.emitted).toEqual([
      { name: 'session.ended', event: { sessionIds: sessions } },
      { name: 'account.changed', event: { userIds: [other.id] } },
    ]);
    expect(t.accounts.state.audit).toEqual([
      expect.objectContaining({
        actor_id: t.admin.id,
        action: 'user.update',
        target_user_id: other.id,
        changes: JSON.stringify({ role: { from: 'admin', to: 'user' } }),
      }),
    ]);
  });

  it('refuses to demote the last admin and undoes the write (the count runs after it)', async () => {
    const staff = t.accounts.addUser();
    const staffActor = { id: staff.id, sessionId: t.accounts.addSession(staff.id) };
    const adminSession = t.accounts.sessionIdsOf(t.admin.id);
    await expect(t.service.update(t.admin.id, edit(t.admin, { role: 'user' }), staffActor)).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('Administrator terakhir'),
    });
    expect((await t.accounts.users.findById(t.admin.id))?.role).toBe('admin');
    expect(t.accounts.sessionIdsOf(t.admin.id)).toEqual(adminSession);
    expect(t.accounts.state.audit).toEqual([]);
    expect(t.events.emitted).toEqual([]);
  });

  it('refuses one’s own role and one’s own password, changing nothing', async () => {
    await expect(t.service.update(t.admin.id, edit(t.admin, { role: 'user' }), t.actor)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Anda tidak dapat mengubah peran akun Anda sendiri',
    });
    await expect(
      t.service.update(t.admin.id, edit(t.admin, { password: 'rahasia-baru-1' }), t.actor),
    ).rejects.toMatchObject({ statusCode: 409, message: expect.stringContaining('halaman profil') });
    expect((await t.accounts.users.findById(t.admin.id))?.password_hash).toBe('hash');
    expect(t.events.emitted).toEqual([]);
  });

  it('a new password ends the account’s sessions, and is audited only as “changed”', async () => {
    const staff = t.accounts.addUser();
    const session = t.accounts.addSession(staff.id);
    await t.service.update(staff.id, edit(staff, { password: 'rahasia-baru-1' }), t.actor);
    expect((await t.accounts.users.findById(staff.id))?.password_hash).toBe('hash:rahasia-baru-1');
    expect(t.events.emitted).toEqual([
      { name: 'session.ended', event: { sessionIds: [session] } },
      { name: 'account.changed', event: { userIds: [staff.id] } },
    ]);
    expect(t.accounts.state.audit[0]?.changes).toBe(JSON.stringify({ password: { from: null, to: 'changed' } }));
  });

  it('other edits keep the sessions and only tell the session caches that the account changed', async () => {
    const staff = t.accounts.addUser();
    const session = t.accounts.addSession(staff.id);
    const user = await t.service.update(staff.id, edit(staff, { username: 'Nama Baru', role: 'user' }), t.actor);
    expect(user.username).toBe('Nama Baru');
    expect(t.accounts.sessionIdsOf(staff.id)).toEqual([session]);
    // A cached session holds the name: it is read again (decisions §10), no socket is closed.
    expect(t.events.emitted).toEqual([{ name: 'account.changed', event: { userIds: [staff.id] } }]);
  });

  it('refuses an email another live account holds (in any case), and allows keeping one’s own', async () => {
    const first = t.accounts.addUser({ email: 'sari@kejaksaan.go.id' });
    const second = t.accounts.addUser();
    await expect(
      t.service.update(second.id, edit(second, { email: 'SARI@kejaksaan.go.id' }), t.actor),
    ).rejects.toMatchObject({ statusCode: 409, errors: { email: 'Email sudah digunakan' } });
    await expect(t.service.update(first.id, edit(first, { position: 'Jaksa' }), t.actor)).resolves.toMatchObject({
      position: 'Jaksa',
    });
  });

  it('answers 404 for a deleted account', async () => {
    const gone = t.accounts.addUser();
    await t.service.remove(gone.id, t.actor);
    await expect(t.service.update(gone.id, edit(gone), t.actor)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('users service: deleting an account', () => {
  it('marks it deleted, ends every session, audits and emits once committed', async () => {
    const staff = t.accounts.addUser();
    const sessions = [t.accounts.addSession(staff.id), t.accounts.addSession(staff.id)];
    await t.service.remove(staff.id, t.actor);
    expect(await t.accounts.users.findById(staff.id)).toBeUndefined();
    expect((await t.accounts.users.findByIdIncludingDeleted(staff.id))?.deleted_at).toBe('2026-04-02T03:00:00.000Z');
    expect(t.events.emitted).toEqual([{ name: 'session.ended', event: { sessionIds: sessions } }]);
    expect(t.accounts.state.audit.map((entry) => entry.action)).toEqual(['user.delete']);
  });

  it('refuses one’s own account before reading anything', async () => {
    await expect(t.service.remove(t.admin.id, t.actor)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Anda tidak dapat menghapus akun Anda sendiri',
    });
    expect(await t.accounts.users.findById(t.admin.id)).toBeDefined();
  });

  it('refuses the last admin and undoes the deletion', async () => {
    const staff = t.accounts.addUser();
    await expect(t.service.remove(t.admin.id, { id: staff.id, sessionId: 0 })).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('Administrator terakhir'),
    });
    expect(await t.accounts.users.findById(t.admin.id)).toBeDefined();
    expect(t.accounts.sessionIdsOf(t.admin.id)).toHaveLength(1);
    expect(t.events.emitted).toEqual([]);
  });

  it('deletes an admin while another remains', async () => {
    const other = t.accounts.addUser({ role: 'admin' });
    await t.service.remove(other.id, t.actor);
    expect(await t.service.hasAdmin()).toBe(true);
    expect(await t.accounts.users.findById(other.id)).toBeUndefined();
  });

  it('answers 404 for an unknown account', async () => {
    await expect(t.service.remove(999, t.actor)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Pengguna tidak ditemukan',
    });
  });
});

describe('users service: ending an account’s sessions', () => {
  it('ends them all, audits how many, and emits them', async () => {
    const staff = t.accounts.addUser();
    const sessions = [t.accounts.addSession(staff.id), t.accounts.addSession(staff.id)];
    await t.service.endSessions(staff.id, t.actor);
    expect(t.accounts.sessionIdsOf(staff.id)).toEqual([]);
    expect(t.events.emitted).toEqual([{ name: 'session.ended', event: { sessionIds: sessions } }]);
    expect(t.accounts.state.audit[0]).toMatchObject({
      action: 'user.end_sessions',
      changes: JSON.stringify({ sessions: { from: 2, to: 0 } }),
    });
  });

  it('on one’s own account keeps the session one acts from', async () => {
    const elsewhere = t.accounts.addSession(t.admin.id);
    await t.service.endSessions(t.admin.id, t.actor);
    expect(t.accounts.sessionIdsOf(t.admin.id)).toEqual([t.actor.sessionId]);
    expect(t.events.emitted).toEqual([{ name: 'session.ended', event: { sessionIds: [elsewhere] } }]);
  });

  it('emits nothing when there was no session to end', async () => {
    const staff = t.accounts.addUser();
    await t.service.endSessions(staff.id, t.actor);
    expect(t.events.emitted).toEqual([]);
  });
});

describe('users service: creating and the audit trail', () => {
  it('audits a creation by an admin, with every field from nothing; not one without an actor', async () => {
    const input = {
      username: 'Budi',
      email: 'budi@kejaksaan.go.id',
      password: 'rahasia-123',
      role: 'user' as const,
      position: 'Jaksa',
      phone: '',
      office: '',
    };
    const created = await t.service.create(input, t.actor);
    expect(created).not.toHaveProperty('password_hash');
    expect(t.accounts.state.audit).toEqual([
      expect.objectContaining({ action: 'user.create', target_user_id: created.id }),
    ]);
    await t.service.create({ ...input, email: 'budi2@kejaksaan.go.id' });
    expect(t.accounts.state.audit).toHaveLength(1);
    await expect(t.service.create(input)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('without an audit repository (the CLI) records nothing and has no history', async () => {
    const cli = setup({ audited: false });
    const staff = cli.accounts.addUser();
    await cli.service.remove(staff.id, cli.actor);
    expect(cli.accounts.state.audit).toEqual([]);
    await expect(cli.service.history(staff.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
