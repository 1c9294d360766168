import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ImportError } from '@pidsus/shared';
import { messages } from '../../messages';

const t = messages.import;

/**
 * The errors of an import as a workbook (decisions §8.7): row, column, message, written with exceljs's streaming
 * writer so that the browser never loads a workbook library.
 */
export function errorsWorkbook(errors: readonly ImportError[]): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(t.errorsSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: t.errorColumns.row, key: 'row', width: 8 },
    { header: t.errorColumns.column, key: 'column', width: 24 },
    { header: t.errorColumns.message, key: 'message', width: 80 },
  ];
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for (const error of errors) {
      sheet.addRow(error).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
