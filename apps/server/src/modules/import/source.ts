import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { isHeadingRow } from './headings';
import type { SourceKind, SourceRow } from './kind';
import type { Cell } from './values';

/** A cell of exceljs as text, number, date or nothing: rich text joined, a formula's result, a link's text. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) {
    return null;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) {
    return value;
  }
  if ('richText' in value) {
    return value.richText.map((part) => part.text).join('');
  }
  if ('result' in value) {
    return cellOf(value.result as ExcelJS.CellValue);
  }
  if ('text' in value) {
    return cellOf(value.text as ExcelJS.CellValue);
  }
  return null;
}

/** The first worksheet's rows, read with exceljs's streaming reader: never the whole sheet in memory. */
async function* xlsxRows(filePath: string): AsyncGenerator<SourceRow> {
  const input = fs.createReadStream(filePath);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      // The styles tell a date cell from a number.
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    // exceljs reads a sheet at once when the shared strings came before it, but then names it from the workbook part,
    // which some writers (exceljs's own, at times) put after the sheets: without this it fails on `model.sheets`.
    const withModel = workbook as unknown as { model?: { sheets: unknown[] } };
    withModel.model ??= { sheets: [] };
    let first = true;
    for await (const worksheet of workbook) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        if (first) {
          const values = row.values as ExcelJS.CellValue[];
          yield { number: row.number, cells: values.slice(1).map(cellOf) };
        }
      }
      // The first sheet only; the others are read to their end unused. exceljs keeps a sheet that comes before the
      // shared strings in a temporary file (case data) and removes it only once the sheet has been read through:
      // leaving the loop would leave those files, and passing a sheet by unread has exceljs remove its file before
      // the read stream it opened on it has opened (an uncaught ENOENT).
      first = false;
    }
  } finally {
    input.destroy();
  }
}

/** Whether the whole file is valid UTF-8, read in chunks with a fatal decoder (nothing kept). */
async function isUtf8(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(filePath)) {
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** The file as text: UTF-8 (its BOM dropped) when it is valid UTF-8, else Windows-1252 (decisions §8.7). */
function decodedStream(filePath: string, utf8: boolean): Readable {
  const bytes = fs.createReadStream(filePath);
  if (!utf8) {
    return bytes.pipe(iconv.decodeStream('win1252')) as unknown as Readable;
  }
  const decoder = new TextDecoder('utf-8');
  let first = true;
  return bytes.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        let text = decoder.decode(chunk, { stream: true });
        if (first) {
          text = text.replace(/^\uFEFF/, '');
          first = false;
        }
        done(null, text);
      },
      flush(done) {
        done(null, decoder.decode());
      },
    }),
  );
}

/** `;` or `,`: the one that splits a line of the file's start into a heading row; else the one found more often. */
async function delimiterOf(filePath: string, utf8: boolean): Promise<';' | ','> {
  let start = '';
  for await (const chunk of decodedStream(filePath, utf8)) {
    start += String(chunk);
    if (start.length >= 64 * 1024) {
      break;
    }
  }
  const lines = start.split(/\r?\n/).slice(0, 50);
  for (const line of lines) {
    for (const delimiter of [';', ','] as const) {
      if (isHeadingRow(line.split(delimiter).map((cell) => cell.replace(/^"|"$/g, '')))) {
        return delimiter;
      }
    }
  }
  const first = lines[0] ?? '';
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** The rows of a CSV file, parsed with csv-parse as they are read; empty lines count as rows (as a spreadsheet shows). */
async function* csvRows(filePath: string): AsyncGenerator<SourceRow> {
  const utf8 = await isUtf8(filePath);
  const delimiter = await delimiterOf(filePath, utf8);
  const parser = decodedStream(filePath, utf8).pipe(
    parseCsv({ delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, trim: false }),
  );
  let number = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      number += 1;
      yield { number, cells: record.map((cell) => cell) };
    }
  } finally {
    parser.destroy();
  }
}

/** The rows of an uploaded register, one at a time (decisions §8.7). */
export const readRows = (filePath: string, kind: SourceKind): AsyncGenerator<SourceRow> =>
  kind === 'xlsx' ? xlsxRows(filePath) : csvRows(filePath);
