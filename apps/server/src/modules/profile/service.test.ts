import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeAccounts, recordEvents } from '../users/fake-accounts';
import { createProfileService } from './service';

// Argon2 takes tens of milliseconds per hash; the rules do not depend on it.
vi.mock('../../lib/passwords', () => ({
  hashPassword: async (password: string) => `hash:${password}`,
  verifyPassword: async (hash: string, password: string) => hash === `hash:${password}`,
}));

function setup(options: { waitMs?: number } = {}) {
  const accounts = createFakeAccounts();
  const events = recordEvents();
  const checks = { reserved: 0, released: 0 };
  const service = createProfileService({
    users: accounts.users,
    sessions: accounts.sessions,
    clock: () => new Date('2026-04-02T03:00:00.000Z'),
    events,
    avatarUrl: (path) => `${path}?signed`,
    passwordChecks: {
      reserve: async () => {
        checks.reserved += 1;
        return options.waitMs ?? 0;
      },
      release: async () => {
        checks.released += 1;
      },
    },
  });
  const me = accounts.addUser({ password_hash: 'hash:lama-123456' });
  const actor = { id: me.id, sessionId: accounts.addSession(me.id) };
  return { accounts, events, service, me, actor, checks };
}

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup();
});

describe('profile service: changing one’s password', () => {
  it('with the right current password: changes it and ends every other session of the account', async () => {
    const elsewhere = t.accounts.addSession(t.me.id);
    await t.service.changePassword(t.actor, { current_password: 'lama-123456', new_password: 'baru-123456' });
    expect((await t.accounts.users.findById(t.me.id))?.password_hash).toBe('hash:baru-123456');
    expect(t.accounts.sessionIdsOf(t.me.id)).toEqual([t.actor.sessionId]);
    // The other sessions end; the one kept is read again, no longer held to a forced change (decisions §10).
    expect(t.events.emitted).toEqual([
      { name: 'session.ended', event: { sessionIds: [elsewhere] } },
      { name: 'account.changed', event: { userIds: [t.me.id] } },
    ]);
    expect(t.checks).toEqual({ reserved: 1, released: 1 });
  });

  it('with a wrong one: 400 under the field, nothing changed, the attempt counted', async () => {
    const elsewhere = t.accounts.addSession(t.me.id);
    await expect(
      t.service.changePassword(t.actor, { current_password: 'salah-123456', new_password: 'baru-123456' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'Password saat ini salah',
      errors: { current_password: 'Password saat ini salah' },
    });
    expect((await t.accounts.users.findById(t.me.id))?.password_hash).toBe('hash:lama-123456');
    expect(t.accounts.sessionIdsOf(t.me.id)).toEqual([t.actor.sessionId, elsewhere]);
    expect(t.events.emitted).toEqual([]);
    expect(t.checks).toEqual({ reserved: 1, released: 0 });
  });

  it('after too many wrong attempts: 429 in whole minutes, before the password is even checked', async () => {
    const limited = setup({ waitMs: 61_000 });
    await expect(
      limited.service.changePassword(limited.actor, { current_password: 'lama-123456', new_password: 'baru-123456' }),
    ).rejects.toMatchObject({ statusCode: 429, message: expect.stringContaining('dalam 2 menit') });
    expect((await limited.accounts.users.findById(limited.me.id))?.password_hash).toBe('hash:lama-123456');
  });

  it('ends no session when no other was open, and only tells the session caches', async () => {
    await t.service.changePassword(t.actor, { current_password: 'lama-123456', new_password: 'baru-123456' });
    expect(t.events.emitted).toEqual([{ name: 'account.changed', event: { userIds: [t.me.id] } }]);
  });
});

describe('profile service: one’s own data', () => {
  const input = { username: 'Nama Baru', email: 'baru@kejaksaan.go.id', position: 'Jaksa', phone: '', office: '' };

  it('edits it, never the role, and shows the avatar as a signed link', async () => {
    await t.service.setAvatar(t.me.id, '/api/avatars/abc');
    const user = await t.service.update(t.me.id, input);
    expect(user).toMatchObject({ ...input, role: 'user', avatar_url: '/api/avatars/abc?signed' });
    expect(await t.service.get(t.me.id)).toEqual(user);
  });

  it('refuses an email another live account holds, and frees one a deleted account held', async () => {
    const other = t.accounts.addUser({ email: 'baru@kejaksaan.go.id' });
    await expect(t.service.update(t.me.id, input)).rejects.toMatchObject({
      statusCode: 409,
      errors: { email: 'Email sudah digunakan' },
    });
    await t.accounts.users.update(other.id, { deleted_at: '2026-04-01T00:00:00.000Z' });
    await expect(t.service.update(t.me.id, input)).resolves.toMatchObject({ email: 'baru@kejaksaan.go.id' });
  });

  it('answers 404 once the account is deleted', async () => {
    await t.accounts.users.update(t.me.id, { deleted_at: '2026-04-01T00:00:00.000Z' });
    await expect(t.service.get(t.me.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(t.service.update(t.me.id, input)).rejects.toMatchObject({ statusCode: 404 });
  });
});
