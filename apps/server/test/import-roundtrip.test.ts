import fs from 'node:fs';
import type { ImportResult } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budi, closeImportApp, importFile, importForReal, openImportApp, testApp } from './import-support';

beforeAll(openImportApp);
afterAll(closeImportApp);

const post = async (url: string, payload: object) => {
  const response = await testApp.app.inject({ method: 'POST', url, headers: budi.auth, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>();
};

describe('the app’s own export imports back unchanged (decisions §8.7)', () => {
  it('cases made through the API, exported as xlsx, imported: every row unchanged, nothing written', async () => {
    const first = await post('/api/cases', {
      number: 'PRINT-12/M.1.10/Fd.1/03/2026',
      title: 'Korupsi Pengadaan Alat Kesehatan',
      date: '2026-03-12',
      time: '09:30',
      location: 'Ruang Sidang Tipikor 2',
      prosecutor: 'Rina Marpaung, S.H.',
      type: 'penuntutan',
      team_ids: [budi.user.id],
    });
    await post(`/api/cases/${first.id}/defendants`, { name: 'José Sitompul' });
    await post(`/api/cases/${first.id}/defendants`, { name: 'Ani Lubis' });
    // Degrees after a comma, as names are written: the export joins names with `; ` and the import keeps them whole.
    await post(`/api/cases/${first.id}/defendants`, { name: 'Dewi Lestari, S.H., M.H.' });
    const second = await post('/api/cases', {
      title: 'Penyelidikan Dana Hibah',
      date: '2026-04-01',
      type: 'penyelidikan',
    });
    await post(`/api/cases/${second.id}/defendants`, { name: 'Ahmad Fauzi, S.E.' });
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/cases/${second.id}/status`,
      headers: budi.auth,
      payload: { status: 'Sedang Proses' },
    });
    await post('/api/cases', { title: 'Eksekusi Uang Pengganti', date: '2026-02-27', type: 'eksekusi', time: '14:00' });

    const exported = await testApp.app.inject({
      method: 'GET',
      url: '/api/cases/export?format=xlsx',
      headers: budi.auth,
    });
    expect(exported.statusCode).toBe(200);
    const events = async () =>
      Number(
        (
          await testApp.app.services.db
            .selectFrom('case_events')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await events();
    const dry = (await importFile(exported.rawPayload, { filename: 'kasus.xlsx' })).json<ImportResult>();
    expect(dry.headings.filter((heading) => heading.field === null).map((heading) => heading.heading)).toEqual([
      'No.',
      'Tim',
    ]);
    const result = await importForReal(exported.rawPayload, { filename: 'kasus.xlsx' });
    expect(result).toMatchObject({ rows: 3, created: 0, updated: 0, unchanged: 3, errors: [] });
    expect(await events()).toBe(before);
  });
});

describe('the sample register in docs/samples', () => {
  it.each(['contoh-impor-perkara.xlsx', 'contoh-impor-perkara.csv'])('%s checks without an error', async (name) => {
    const file = fs.readFileSync(new URL(`../../../docs/samples/${name}`, import.meta.url));
    const result = (await importFile(file, { filename: name })).json<ImportResult>();
    expect(result).toMatchObject({ rows: 10, created: 10, errors: [] });
    expect(result.headings.filter((heading) => heading.field === null).map((heading) => heading.heading)).toEqual([
      'No',
    ]);
  });
});
