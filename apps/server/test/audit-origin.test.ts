import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase, openAuditApp, uploadDocument, uploadFile } from './audit-support';
import { codeAt } from './two-factor-support';

let t: Awaited<ReturnType<typeof openAuditApp>>;

beforeAll(async () => {
  t = await openAuditApp();
});

afterAll(async () => {
  await t?.test.close();
});

const ip = '10.77.0.1';
const userAgent = 'Mozilla/5.0 (Asal Permintaan)';
/** Every request of this test comes from one address and browser. */
const inject = async (options: InjectOptions & { headers?: Record<string, string> }, status = 200) => {
  const response = await t.test.app.inject({
    ...options,
    headers: { 'user-agent': userAgent, ...options.headers },
    remoteAddress: ip,
  });
  expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBe(status);
  return response;
};

describe('decisions §9: every audit row records the address and browser of the request that wrote it', () => {
  it('for each kind of row: logins, accounts, two-step sign-in, settings, purges and reads', async () => {
    const { db } = t.test.app.services;
    const before = (
      await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id;
    const admin = { headers: t.admin.auth };
    const ani = { headers: t.ani.auth };

    // Logins and a logout.
    await inject(
      { method: 'POST', url: '/api/auth/login', payload: { email: 'x@contoh.id', password: 'salah-123' } },
      401,
    );
    const login = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: t.budi.user.email, password: t.budi.password },
    });
    const token = login.json<{ token: string }>().token;
    await inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });

    // Accounts.
    const created = await inject(
      {
        method: 'POST',
        url: '/api/users',
        ...admin,
        payload: { username: 'Pegawai Asal', email: 'asal@kejaksaan.go.id', password: 'sandi-awal-123' },
      },
      201,
    );
    const newId = created.json<{ id: number }>().id;
    await inject({
      method: 'PUT',
      url: `/api/users/${newId}`,
      ...admin,
      payload: { username: 'Pegawai Asal', email: 'asal@kejaksaan.go.id', position: 'Jaksa Madya' },
    });
    await inject({ method: 'DELETE', url: `/api/users/${newId}/sessions`, ...admin });
    await inject({ method: 'POST', url: `/api/users/${newId}/unlock`, ...admin });
    await inject({ method: 'DELETE', url: `/api/users/${newId}`, ...admin });

    // Two-step sign-in, on and off.
    const started = await inject({ method: 'POST', url: '/api/profile/2fa', ...ani });
    const code = await codeAt(started.json<{ secret: string }>().secret, t.time.clock());
    await inject({ method: 'POST', url: '/api/profile/2fa/confirm', ...ani, payload: { code } });
    await inject({ method: 'DELETE', url: '/api/profile/2fa', ...ani, payload: { password: t.ani.password } });

    // Settings.
    const settings = await inject({ method: 'GET', url: '/api/admin/settings', ...admin });
    await inject({
      method: 'PUT',
      url: '/api/admin/settings',
      ...admin,
      payload: { ...settings.json<object>(), trash_days: 40 },
    });

    // Reads: a case, a case document through its link, an export, the calendar feed.
    const caseId = await createCase(t.test, t.ani, 'Perkara Asal Permintaan');
    await inject({ method: 'GET', url: `/api/cases/${caseId}`, ...ani });
    await uploadDocument(t.test, t.ani, caseId, 'BAP.pdf', '%PDF-1.4 isi');
    const documents = await inject({ method: 'GET', url: `/api/cases/${caseId}/documents`, ...ani });
    await inject({ method: 'GET', url: documents.json<{ url: string }[]>()[0]?.url ?? '' });
    await inject({ method: 'GET', url: '/api/cases/export?format=xlsx', ...ani });
    const key = await inject(
      { method: 'POST', url: '/api/profile/calendar-key', ...ani, payload: { password: t.ani.password } },
      201,
    );
    const feed = new URL(key.json<{ url: string }>().url);
    await inject({ method: 'GET', url: feed.pathname + feed.search });

    // Purges: a case by an admin, a file from its owner's trash.
    await inject({ method: 'DELETE', url: `/api/cases/${caseId}`, ...ani });
    await inject({ method: 'DELETE', url: `/api/trash/cases/${caseId}`, ...admin });
    const fileId = await uploadFile(t.test, t.ani, 'catatan.txt', 'isi');
    await inject({ method: 'DELETE', url: `/api/files/files/${fileId}`, ...ani });
    await inject({ method: 'DELETE', url: `/api/files/trash/files/${fileId}`, ...ani });

    const rows = await db
      .selectFrom('audit_log')
      .select(['action', 'ip', 'user_agent'])
      .where('id', '>', Number(before ?? 0))
      .orderBy('id')
      .execute();
    expect([...new Set(rows.map((row) => row.action))].sort()).toEqual(
      [
        'login.failure',
        'login.success',
        'logout',
        'user.create',
        'user.update',
        'user.end_sessions',
        'user.unlock',
        'user.delete',
        '2fa.enable',
        '2fa.disable',
        'settings.update',
        'case.read',
        'case_document.read',
        'export.read',
        'case.purge',
        'file.purge',
      ].sort(),
    );
    expect(rows.filter((row) => row.action === 'export.read')).toHaveLength(2);
    for (const row of rows) {
      expect(row, row.action).toMatchObject({ ip, user_agent: userAgent });
    }
  });
});
