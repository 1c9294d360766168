import type { ImportResult } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  budi,
  casesTitled,
  closeImportApp,
  countRows,
  csvFile,
  historyOf,
  importFile,
  importForReal,
  openImportApp,
  testApp,
  xlsxFile,
} from './import-support';

beforeAll(openImportApp);
afterAll(closeImportApp);

describe('POST /api/import/cases: errors, dry run, idempotence', () => {
  const register = (title: string) => [
    ['Register Perkara 2026'],
    [],
    ['Nomor Perkara', 'Judul', 'Tanggal', 'Jam', 'Kategori', 'Status', 'Kerugian Negara', 'Terdakwa'],
    ['', `${title} Satu`, '02/03/2026', '09.00', 'Penyidikan', 'Menunggu', 'Rp 5.000.000', 'Andi'],
    ['', '', '02/03/2026', '', 'Penyidikan', '', '', ''],
    ['', `${title} Tiga`, '31/02/2026', '', 'Penyidikan', '', '', ''],
    ['', `${title} Empat`, '03/03/2026', '25.00', 'Pidana', 'Ditunda', 'lima juta', ''],
    [],
    ['', `${title} Enam`, '04/03/2026', '', 'Eksekusi', '', '', 'x'.repeat(121)],
  ];

  it('refuses a state loss over the case page’s largest amount (decisions §8.4)', async () => {
    const file = await xlsxFile([
      ['Judul', 'Tanggal', 'Kategori', 'Kerugian Negara'],
      ['Galat Terlalu Besar', '02/03/2026', 'Penyidikan', 'Rp 9.000.000.000.000.000'],
      ['Galat Paling Besar', '02/03/2026', 'Penyidikan', 'Rp 1.000.000.000.000.000'],
    ]);
    const result = (await importFile(file, { dryRun: true })).json<ImportResult>();
    expect(result.errors).toEqual([
      { row: 2, column: 'Kerugian Negara', message: 'Jumlah terlalu besar (maksimal Rp 1.000.000.000.000.000)' },
    ]);
  });

  it('reports each refused row by its spreadsheet row and its column heading, in Indonesian; writes the others', async () => {
    const result = (await importFile(await xlsxFile(register('Galat')), { dryRun: false })).json<ImportResult>();
    expect(result).toMatchObject({ rows: 5, created: 1, updated: 0, unchanged: 0 });
    expect(result.errors).toEqual([
      { row: 5, column: 'Judul', message: 'Judul harus diisi' },
      { row: 6, column: 'Tanggal', message: 'Tanggal tidak valid' },
      { row: 7, column: 'Jam', message: 'Jam tidak valid' },
      { row: 7, column: 'Kategori', message: 'Kategori harus penyelidikan, penyidikan, penuntutan, atau eksekusi' },
      { row: 7, column: 'Status', message: 'Status harus Menunggu, Sedang Proses, atau Selesai' },
      { row: 7, column: 'Kerugian Negara', message: expect.stringContaining('Kerugian keuangan negara') },
      { row: 9, column: 'Terdakwa', message: expect.any(String) },
    ]);
    expect(result.preview.map((row) => [row.row, row.errors.length])).toEqual([
      [4, 0],
      [5, 1],
      [6, 1],
      [7, 4],
      [9, 1],
    ]);
    expect(await casesTitled('Galat')).toHaveLength(1);
  });

  it('a missing title column is named by its field', async () => {
    const result = (
      await importFile(
        await xlsxFile([
          ['Tanggal', 'Kategori'],
          ['02/03/2026', 'Penyidikan'],
        ]),
      )
    ).json<ImportResult>();
    expect(result.errors).toEqual([{ row: 2, column: 'Judul', message: 'Judul harus diisi' }]);
  });

  it('a dry run writes nothing; the real run writes; the same file again changes nothing', async () => {
    const file = await xlsxFile(register('Ulang'));
    const before = await countRows();
    const dry = (await importFile(file)).json<ImportResult>();
    expect(dry).toMatchObject({ dry_run: true, rows: 5, created: 1, updated: 0, unchanged: 0 });
    expect(await countRows()).toEqual(before);

    const first = await importForReal(file);
    expect(first).toMatchObject({ dry_run: false, created: 1, updated: 0, unchanged: 0 });
    const afterFirst = await countRows();
    expect(afterFirst).toEqual({
      cases: before.cases + 1,
      events: before.events + 1,
      defendants: before.defendants + 1,
    });

    const second = await importForReal(file);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(await countRows()).toEqual(afterFirst);
    expect((await importFile(file)).json<ImportResult>()).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
  });

  it('a changed row updates its case (one history row with what changed); a new defendant is added', async () => {
    const rows = register('Ubah');
    await importForReal(await xlsxFile(rows));
    rows[3] = ['', 'Ubah Satu', '02/03/2026', '10:30', 'Penyidikan', 'Sedang Proses', 'Rp 5.000.000', 'Andi; Bambang'];
    const result = await importForReal(await xlsxFile(rows));
    expect(result).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const [changed] = await casesTitled('Ubah Satu');
    expect(changed).toMatchObject({ time: '10:30', status: 'Sedang Proses' });
    expect(changed!.defendants.map((d) => d.name)).toEqual(['Andi', 'Bambang']);
    const history = await historyOf(changed!.id);
    expect(history.map((row) => row.action)).toEqual(['created', 'updated']);
    expect(JSON.parse(history[1]!.changes)).toEqual([
      { field: 'time', from: '09:00', to: '10:30' },
      { field: 'status', from: 'Menunggu', to: 'Sedang Proses' },
      { field: 'defendant', from: null, to: 'Bambang' },
    ]);
  });

  it('matches by number when the row has one, else by category, title and date; a case in the trash is not matched', async () => {
    await importForReal(
      await xlsxFile([
        ['Nomor', 'Judul', 'Tanggal', 'Kategori'],
        ['B-77/Fd.1/2026', 'Cocok Nomor', '02/03/2026', 'Penyidikan'],
        ['', 'Cocok Judul', '02/03/2026', 'Penyidikan'],
      ]),
    );
    const again = await importForReal(
      await xlsxFile([
        ['Nomor', 'Judul', 'Tanggal', 'Kategori'],
        ['B-77/Fd.1/2026', 'Cocok Nomor (judul baru)', '02/03/2026', 'Penyidikan'],
        ['', 'Cocok Judul', '02/03/2026', 'Penuntutan'],
        ['', 'Cocok Judul', '02/03/2026', 'Penyidikan'],
      ]),
    );
    expect(again).toMatchObject({ created: 1, updated: 1, unchanged: 1 });
    const [trashed] = await casesTitled('Cocok Judul');
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/cases/${trashed!.id}`,
      headers: budi.auth,
    });
    expect(removed.statusCode).toBe(200);
    const afterTrash = await importForReal(
      await xlsxFile([
        ['Judul', 'Tanggal', 'Kategori'],
        ['Cocok Judul', '02/03/2026', 'Penyidikan'],
      ]),
    );
    expect(afterTrash).toMatchObject({ created: 1, unchanged: 0 });
  });

  it('a row without a number matches the oldest case of its title even when the file names a newer one by number', async () => {
    const header = ['Nomor', 'Judul', 'Tanggal', 'Kategori', 'Tempat'];
    await importForReal(await xlsxFile([header, ['', 'Tertua Menang', '02/03/2026', 'Penyidikan', '']]));
    await importForReal(await xlsxFile([header, ['TM-2/2026', 'Tertua Menang', '02/03/2026', 'Penyidikan', '']]));
    const file = await xlsxFile([
      header,
      ['TM-2/2026', 'Tertua Menang', '02/03/2026', 'Penyidikan', 'Ruang A'],
      ['', 'Tertua Menang', '02/03/2026', 'Penyidikan', 'Ruang B'],
    ]);
    expect((await importFile(file)).json<ImportResult>()).toMatchObject({ created: 0, updated: 2, errors: [] });
    expect(await importForReal(file)).toMatchObject({ created: 0, updated: 2, errors: [] });
    expect((await casesTitled('Tertua Menang')).map(({ number, location }) => ({ number, location }))).toEqual([
      { number: '', location: 'Ruang B' },
      { number: 'TM-2/2026', location: 'Ruang A' },
    ]);
  });

  it('an empty number cell keeps the number of the case its row matches by title', async () => {
    const header = ['Nomor', 'Judul', 'Tanggal', 'Kategori', 'Tempat'];
    await importForReal(await xlsxFile([header, ['NK-1/2026', 'Nomor Tetap', '02/03/2026', 'Penyidikan', '']]));
    const result = await importForReal(
      await xlsxFile([header, ['', 'Nomor Tetap', '02/03/2026', 'Penyidikan', 'Ruang C']]),
    );
    expect(result).toMatchObject({ created: 0, updated: 1 });
    expect(await casesTitled('Nomor Tetap')).toMatchObject([{ number: 'NK-1/2026', location: 'Ruang C' }]);
  });

  it('a case an earlier row wrote is matched as that row left it, also by its title: no defendant twice', async () => {
    const header = ['Nomor', 'Judul', 'Tanggal', 'Kategori', 'Terdakwa'];
    await importForReal(await xlsxFile([header, ['ST-1/2026', 'Baru Ditulis', '02/03/2026', 'Penyidikan', 'Andi']]));
    const file = await xlsxFile([
      header,
      ['ST-1/2026', 'Baru Ditulis', '02/03/2026', 'Penyidikan', 'Andi; Budi'],
      ['', 'Baru Ditulis', '02/03/2026', 'Penyidikan', 'Budi'],
    ]);
    expect((await importFile(file)).json<ImportResult>()).toMatchObject({ updated: 1, unchanged: 1, errors: [] });
    expect(await importForReal(file)).toMatchObject({ updated: 1, unchanged: 1, errors: [] });
    expect((await casesTitled('Baru Ditulis'))[0]!.defendants.map((d) => d.name)).toEqual(['Andi', 'Budi']);
  });

  it('rows of one case fold into one write at its last row: counted once, the same in a dry run; again a no-op', async () => {
    const file = await xlsxFile([
      ['Nomor', 'Judul', 'Tanggal', 'Kategori', 'Tempat', 'Terdakwa', 'Kerugian Negara'],
      ['LB-1/2026', 'Lipat Baris', '02/03/2026', 'Penuntutan', 'Ruang 1', 'Andi', 'Rp 5.000.000'],
      ['', 'Baris Lain', '02/03/2026', 'Penuntutan', '', '', ''],
      ['LB-1/2026', 'Lipat Baris', '09/03/2026', 'Penuntutan', '', 'Budi', ''],
      ['LB-1/2026', 'Lipat Baris', '16/03/2026', 'Penuntutan', 'Ruang 2', '', ''],
    ]);
    const before = await countRows();
    const counts = { rows: 4, created: 2, updated: 0, unchanged: 0, errors: [], errors_total: 0 };
    expect((await importFile(file)).json<ImportResult>()).toMatchObject(counts);
    expect(await importForReal(file)).toMatchObject(counts);
    const [folded] = await casesTitled('Lipat Baris');
    expect(folded).toMatchObject({
      number: 'LB-1/2026',
      date: '2026-03-16',
      location: 'Ruang 2',
      state_loss: 5_000_000,
    });
    expect(folded!.defendants.map((d) => d.name)).toEqual(['Andi', 'Budi']);
    expect((await historyOf(folded!.id)).map((row) => row.action)).toEqual(['created']);
    const afterFirst = await countRows();
    expect(afterFirst).toEqual({
      cases: before.cases + 2,
      events: before.events + 2,
      defendants: before.defendants + 2,
    });

    const again = { rows: 4, created: 0, updated: 0, unchanged: 2 };
    expect((await importFile(file)).json<ImportResult>()).toMatchObject(again);
    expect(await importForReal(file)).toMatchObject(again);
    expect(await countRows()).toEqual(afterFirst);
  });

  it('rows of one case far apart in a file (past a batch) still fold into one write', async () => {
    const lines = ['Nomor;Judul;Tanggal;Kategori;Tempat'];
    lines.push('JB-1/2026;Jauh Berpisah;02/03/2026;Penyidikan;Ruang 1');
    for (let index = 0; index < 600; index += 1) {
      lines.push(`;Jauh Pengisi ${index};02/03/2026;Penyidikan;`);
    }
    lines.push('JB-1/2026;Jauh Berpisah;23/03/2026;Penyidikan;');
    const file = csvFile(lines);
    expect(await importForReal(file, { filename: 'r.csv' })).toMatchObject({ rows: 602, created: 601 });
    expect(await casesTitled('Jauh Berpisah')).toMatchObject([{ date: '2026-03-23', location: 'Ruang 1' }]);
    expect(await importForReal(file, { filename: 'r.csv' })).toMatchObject({ created: 0, updated: 0, unchanged: 601 });
  });

  it('tells no notify_all staff of each imported case (an import is not news per row)', async () => {
    const db = testApp.app.services.db;
    await db.updateTable('users').set({ notify_all: 1 }).where('id', '=', budi.user.id).execute();
    const notifications = async () =>
      Number(
        (
          await db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await notifications();
    const result = await importForReal(
      await xlsxFile([
        ['Judul', 'Kategori', 'Tanggal'],
        ['Impor tanpa kabar satu', 'Penyidikan', '12/03/2026'],
        ['Impor tanpa kabar dua', 'Penyidikan', '13/03/2026'],
      ]),
    );
    expect(result.created).toBe(2);
    await testApp.app.services.events.drain();
    expect(await notifications()).toBe(before);
    await db.updateTable('users').set({ notify_all: 0 }).where('id', '=', budi.user.id).execute();
  });
});
