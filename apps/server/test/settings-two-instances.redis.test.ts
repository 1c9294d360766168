import { randomUUID } from 'node:crypto';
import type { SettingsChangedEvent } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, sameDatabaseAs, type TestApp } from './helpers';
import { connected, socketRegistry } from './sockets';

/**
 * Runs only with REDIS_URL (and, in CI, DATABASE_URL): two instances of one deployment. An admin's save through A
 * reaches the screens connected to B at once (decisions §7.4), through the socket.io Redis adapter.
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

describe('settings across two instances behind one load balancer', () => {
  it('a new office name saved through A reaches a screen connected to B (settings:changed)', async () => {
    const admin = await createUser(instanceA.app, { role: 'admin' });
    const staff = await createUser(instanceA.app);
    const socket = sockets.open(urlB, { token: staff.token });
    await connected(socket);
    const heard: SettingsChangedEvent[] = [];
    socket.on('settings:changed', (event) => heard.push(event));
    const saved = await instanceA.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { office_name: 'Kejaksaan Tinggi DKI Jakarta', reminder_hour: '07:00', trash_days: 30 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(() => heard).toEqual([{ office_name: 'Kejaksaan Tinggi DKI Jakarta' }]);
    // B's admin screen reads the database: the same settings, whichever instance answers.
    expect(
      (await instanceB.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth })).json(),
    ).toEqual({
      office_name: 'Kejaksaan Tinggi DKI Jakarta',
      reminder_hour: '07:00',
      trash_days: 30,
      satker_code: '',
      office_city: '',
      numbering_scope: 'prefix',
      // The test apps turn the admins' two-step default off (test/helpers.ts).
      require_2fa_admin: false,
      require_2fa_staff: false,
      smtp_host: '',
      smtp_port: null,
      smtp_secure: false,
      smtp_user: '',
      smtp_password_set: false,
      mail_from: 'Jadwal Pidsus <no-reply@localhost>',
      smtp_url_set: false,
    });
  });
});
