import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';
import { documentReader, type OpenApiDocument } from './openapi-support';

describe('the API document: the answers the server really gives', () => {
  let testApp: TestApp;
  let document: OpenApiDocument;
  const { operation, expectDocumented } = documentReader(() => document);

  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('gives the 429s of the login and the password change as documented, with Retry-After in seconds', async () => {
    const { app } = testApp;
    const { user, auth } = await createUser(app);
    const expectRetryAfter = (method: string, url: string, response: Awaited<ReturnType<typeof app.inject>>) => {
      expect(response.statusCode).toBe(429);
      expectDocumented(method, url, response);
      expect(operation(method, url).responses['429']?.headers).toHaveProperty('Retry-After');
      expect(response.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(testApp.config.login.windowMs / 1000);
    };

    const { maxAttempts } = testApp.config.login;
    const wrongLogin = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.90',
        payload: { email: user.email, password: 'salah-sekali' },
      });
    for (let guess = 0; guess < maxAttempts; guess += 1) {
      expect((await wrongLogin()).statusCode).toBe(401);
    }
    expectRetryAfter('post', '/api/auth/login', await wrongLogin());

    const wrongCurrent = () =>
      app.inject({
        method: 'PUT',
        url: '/api/profile/password',
        headers: auth,
        payload: {
          current_password: 'bukan-ini-123',
          new_password: 'sandi-baru-123',
          confirm_password: 'sandi-baru-123',
        },
      });
    for (let guess = 0; guess < maxAttempts; guess += 1) {
      expect((await wrongCurrent()).statusCode).toBe(400);
    }
    expectRetryAfter('put', '/api/profile/password', await wrongCurrent());
  });

  it('documents the answers the server really gives', async () => {
    const { app } = testApp;
    const admin = await createUser(app, { role: 'admin' });
    const staff = await createUser(app);
    const validCase = { title: 'Korupsi dana desa', date: '2026-03-02', type: 'penyidikan' };
    const created = await app.inject({ method: 'POST', url: '/api/cases', headers: staff.auth, payload: validCase });
    const { id } = created.json<{ id: number }>();
    const caseUrl = '/api/cases/{id}';

    expectDocumented('put', caseUrl, await app.inject({ method: 'PUT', url: `/api/cases/${id}`, payload: validCase }));
    expectDocumented(
      'put',
      caseUrl,
      await app.inject({
        method: 'PUT',
        url: `/api/cases/${id}`,
        headers: staff.auth,
        payload: { ...validCase, title: '' },
      }),
    );
    expectDocumented(
      'put',
      caseUrl,
      await app.inject({ method: 'PUT', url: '/api/cases/999999', headers: staff.auth, payload: validCase }),
    );
    expectDocumented(
      'put',
      caseUrl,
      await app.inject({
        method: 'PUT',
        url: `/api/cases/${id}`,
        headers: staff.auth,
        payload: { ...validCase, updated_at: '2000-01-01T00:00:00.000Z' },
      }),
    );
    expectDocumented(
      'put',
      caseUrl,
      await app.inject({
        method: 'PUT',
        url: `/api/cases/${id}`,
        headers: { ...staff.auth, 'content-type': 'application/xml' },
        payload: '<case/>',
      }),
    );
    expectDocumented(
      'delete',
      '/api/cases/{id}',
      await app.inject({
        method: 'DELETE',
        url: `/api/cases/${id}`,
        headers: { ...staff.auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }),
      }),
    );
    expectDocumented(
      'get',
      '/api/cases',
      await app.inject({ method: 'GET', url: '/api/cases?limit=0', headers: staff.auth }),
    );

    const userUrl = '/api/users/{id}';
    expectDocumented(
      'delete',
      userUrl,
      await app.inject({ method: 'DELETE', url: `/api/users/${admin.user.id}`, headers: admin.auth }),
    );
    expectDocumented(
      'delete',
      userUrl,
      await app.inject({ method: 'DELETE', url: `/api/users/${admin.user.id}`, headers: staff.auth }),
    );
    expectDocumented(
      'delete',
      userUrl,
      await app.inject({ method: 'DELETE', url: '/api/users/999999', headers: admin.auth }),
    );
    expectDocumented(
      'post',
      '/api/users',
      await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin.auth,
        payload: { username: 'Lain', email: staff.user.email, password: 'rahasia-panjang-1', role: 'user' },
      }),
    );
    expectDocumented(
      'post',
      '/api/profile/avatar',
      await app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { ...staff.auth, 'content-type': 'application/xml' },
        payload: '<avatar/>',
      }),
    );
    expectDocumented(
      'post',
      '/api/auth/login',
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: staff.user.email, password: 'salah-sekali' },
      }),
    );

    expectDocumented(
      'get',
      '/api/files',
      await app.inject({ method: 'GET', url: '/api/files?path=/Tidak', headers: staff.auth }),
    );
    const folder = { name: 'Berkas', path: '/' };
    await app.inject({ method: 'POST', url: '/api/files/folders', headers: staff.auth, payload: folder });
    expectDocumented(
      'post',
      '/api/files/folders',
      await app.inject({ method: 'POST', url: '/api/files/folders', headers: staff.auth, payload: folder }),
    );
    expectDocumented(
      'post',
      '/api/files/folders',
      await app.inject({
        method: 'POST',
        url: '/api/files/folders',
        headers: staff.auth,
        payload: { name: 'A', path: '/Tidak' },
      }),
    );
    expectDocumented(
      'get',
      '/api/files/files/{id}/content',
      await app.inject({ method: 'GET', url: `/api/files/files/1/content?expires=1&signature=${'a'.repeat(43)}` }),
    );
    expectDocumented(
      'get',
      '/api/avatars/{id}',
      await app.inject({ method: 'GET', url: `/api/avatars/${'a'.repeat(32)}?exp=1&sig=${'a'.repeat(43)}` }),
    );
  });
});
