import { describe, expect, it } from 'vitest';
import { createTestApp, createUser, getProfile } from './helpers';

// Each test builds an app of its own, with only the admins it needs.
describe('the last admin', () => {
  it('cannot be removed even when two admins delete each other at once', async () => {
    const own = await createTestApp();
    try {
      const first = await createUser(own.app, { role: 'admin' });
      const second = await createUser(own.app, { role: 'admin' });
      const [a, b] = await Promise.all([
        own.app.inject({ method: 'DELETE', url: `/api/users/${second.user.id}`, headers: first.auth }),
        own.app.inject({ method: 'DELETE', url: `/api/users/${first.user.id}`, headers: second.auth }),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses[0]).toBe(200);
      // The loser was either refused by the rule or had already lost its session.
      expect([401, 409]).toContain(statuses[1]);
      expect(await own.app.services.usersService.hasAdmin()).toBe(true);
      const refused = [a, b].find((response) => response.statusCode === 409);
      if (refused) {
        expect(refused.json()).toMatchObject({ error: expect.stringContaining('Administrator terakhir') });
      }
    } finally {
      await own.close();
    }
  });

  it('cannot be demoted by the service either (the rule holds whoever calls)', async () => {
    const own = await createTestApp();
    try {
      const only = await createUser(own.app, { role: 'admin' });
      const staffUser = await createUser(own.app);
      await expect(
        own.app.services.usersService.update(
          only.user.id,
          {
            username: 'x',
            email: only.user.email,
            password: undefined,
            position: '',
            phone: '',
            office: '',
            role: 'user',
          },
          { id: staffUser.user.id, sessionId: 0 },
        ),
      ).rejects.toMatchObject({ statusCode: 409, message: expect.stringContaining('Administrator terakhir') });
      await expect(
        own.app.services.usersService.remove(only.user.id, { id: staffUser.user.id, sessionId: 0 }),
      ).rejects.toMatchObject({
        statusCode: 409,
      });
      expect((await getProfile(own.app, only.token)).json()).toMatchObject({ role: 'admin' });
    } finally {
      await own.close();
    }
  });
});
