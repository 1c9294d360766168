/** What an uploaded register is, told from its first bytes, without loading the readers (exceljs, csv-parse). */
import fs from 'node:fs';
import type { Cell } from './values';

/** One row of the file: its number as the spreadsheet shows it (1-based) and its cells from the first column. */
export interface SourceRow {
  number: number;
  cells: Cell[];
}

export type SourceKind = 'xlsx' | 'csv';

/** The file's kind from its first bytes: a zip (a workbook) or text; null for anything else (a PDF, an image…). */
export async function sniffKind(filePath: string): Promise<SourceKind | null> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) {
      return 'xlsx';
    }
    // Text has no NUL byte and no control characters but tab, CR, LF (Windows-1252 or UTF-8 either way).
    const text = bytes.length > 0 && !bytes.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20));
    return text ? 'csv' : null;
  } finally {
    await handle.close();
  }
}
