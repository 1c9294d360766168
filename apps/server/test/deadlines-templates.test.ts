import type { DeadlineTemplate } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, budi, closeDeadlinesApp, inject, openDeadlinesApp } from './deadlines-support';

beforeAll(openDeadlinesApp);
afterAll(closeDeadlinesApp);

describe('deadline templates (decisions §7.2)', () => {
  it('ship the defaults, each naming its article', async () => {
    const response = await inject('GET', '/api/deadline-templates', budi.auth);
    expect(response.statusCode).toBe(200);
    const templates = response.json<DeadlineTemplate[]>();
    expect(templates.map((t) => [t.days, t.title])).toEqual(
      expect.arrayContaining([
        [20, expect.stringContaining('Pasal 102 ayat 1 UU 20/2025')],
        [40, expect.stringContaining('Pasal 102 ayat 2 UU 20/2025')],
        [20, expect.stringContaining('Pasal 103 ayat 1 UU 20/2025')],
        [30, expect.stringContaining('Pasal 103 ayat 2 UU 20/2025')],
        [7, expect.stringContaining('Pasal 60 ayat 1 UU 20/2025')],
        [7, expect.stringContaining('Pasal 138 ayat 1 UU 8/1981')],
        [14, expect.stringContaining('Pasal 138 ayat 2 UU 8/1981')],
      ]),
    );
  });

  it('are written by admins only; days from 1 to 3650', async () => {
    expect((await inject('POST', '/api/deadline-templates', budi.auth, { title: 'X', days: 5 })).statusCode).toBe(403);
    const created = await inject('POST', '/api/deadline-templates', admin.auth, { title: 'Banding', days: 14 });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json<DeadlineTemplate>();
    expect(template).toMatchObject({ title: 'Banding', days: 14 });
    for (const days of [0, 3651, 1.5, '7']) {
      const bad = await inject('POST', '/api/deadline-templates', admin.auth, { title: 'X', days });
      expect(bad.json()).toMatchObject({ message: 'Jumlah hari harus bilangan bulat 1 sampai 3650' });
    }
    expect(
      (await inject('PUT', `/api/deadline-templates/${template.id}`, budi.auth, { title: 'Y', days: 1 })).statusCode,
    ).toBe(403);
    const updated = await inject('PUT', `/api/deadline-templates/${template.id}`, admin.auth, {
      title: 'Banding (7)',
      days: 7,
    });
    expect(updated.json()).toEqual({ id: template.id, title: 'Banding (7)', days: 7, counting: 'setelah' });
    expect((await inject('DELETE', `/api/deadline-templates/${template.id}`, budi.auth)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/deadline-templates/${template.id}`, admin.auth)).json()).toEqual({
      success: true,
    });
    const gone = await inject('PUT', `/api/deadline-templates/${template.id}`, admin.auth, { title: 'Z', days: 1 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Templat tenggat tidak ditemukan' });
  });
});
