import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { ImportResult } from '@pidsus/shared';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';

/** 08:00 in Jakarta on 10 March 2026. */
export const clock = createTestClock(new Date('2026-03-10T01:00:00.000Z'));

export let testApp: TestApp;
export let admin: Awaited<ReturnType<typeof createUser>>;
export let budi: Awaited<ReturnType<typeof createUser>>;

/** An app of its own, with an admin and a staff account (`beforeAll(openImportApp)`, `afterAll(closeImportApp)`). */
export async function openImportApp() {
  testApp = await createTestApp({}, { clock: clock.clock });
  admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Kejari' });
  budi = await createUser(testApp.app, { username: 'Budi' });
}

export async function closeImportApp() {
  await testApp?.close();
}

/** A workbook's bytes: `rows` on its first sheet as given (strings, numbers, dates); a second sheet is ignored. */
export async function xlsxFile(rows: ExcelJS.CellValue[][], format?: (sheet: ExcelJS.Worksheet) => void) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Register');
  for (const row of rows) {
    sheet.addRow(row);
  }
  format?.(sheet);
  workbook.addWorksheet('Lain').addRow(['Judul', 'Tanggal', 'Kategori']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV file's bytes from its lines (joined with CRLF), in UTF-8 (with a BOM when asked) or Windows-1252 bytes. */
export function csvFile(lines: string[], encoding: 'utf8' | 'utf8-bom' | 'latin1' = 'utf8') {
  const text = lines.join('\r\n') + '\r\n';
  if (encoding === 'latin1') {
    return Buffer.from(text, 'latin1');
  }
  return Buffer.concat([
    encoding === 'utf8-bom' ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0),
    Buffer.from(text),
  ]);
}

/** POST /api/import/cases with the file (and a mapping), as the screen sends it. */
export async function importFile(
  content: Buffer,
  options: {
    filename?: string;
    dryRun?: boolean;
    mapping?: Record<string, string | null>;
    auth?: Record<string, string>;
  } = {},
) {
  const boundary = `----pidsus${randomUUID()}`;
  const parts: Buffer[] = [];
  if (options.mapping) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${JSON.stringify(options.mapping)}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename ?? 'register.xlsx'}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return testApp.app.inject({
    method: 'POST',
    url: `/api/import/cases?dry_run=${options.dryRun === false ? 0 : 1}`,
    headers: { ...(options.auth ?? admin.auth), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}

/** Imports for real and expects a 200; the answer. */
export async function importForReal(content: Buffer, options: Parameters<typeof importFile>[1] = {}) {
  const response = await importFile(content, { ...options, dryRun: false });
  if (response.statusCode !== 200) {
    throw new Error(`import answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<ImportResult>();
}

/** The live cases whose title starts with `prefix`, with their defendants (read from the tables). */
export async function casesTitled(prefix: string) {
  const db = testApp.app.services.db;
  const rows = await db
    .selectFrom('cases')
    .selectAll()
    .where('title', 'like', `${prefix}%`)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const defendants = rows.length
    ? await db
        .selectFrom('case_defendants')
        .select(['case_id', 'name', 'charges'])
        .where(
          'case_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return rows.map((row) => ({
    ...row,
    state_loss: row.state_loss === null ? null : Number(row.state_loss),
    defendants: defendants.filter((d) => d.case_id === row.id).map(({ name, charges }) => ({ name, charges })),
  }));
}

/** History rows of a case, oldest first. */
export const historyOf = (caseId: number) =>
  testApp.app.services.db
    .selectFrom('case_events')
    .select(['action', 'changes', 'actor_id'])
    .where('case_id', '=', caseId)
    .orderBy('id')
    .execute();

/** How many cases, history rows and defendants the database holds. */
export async function countRows() {
  const db = testApp.app.services.db;
  const count = async (table: 'cases' | 'case_events' | 'case_defendants') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    cases: await count('cases'),
    events: await count('case_events'),
    defendants: await count('case_defendants'),
  };
}
