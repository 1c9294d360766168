import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { calendarDate, type ExportDocument } from './document';

const headingFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3EAF3' } };

/**
 * Writes the document as a workbook to `output`, row by row with exceljs's streaming writer: each page of rows
 * is committed (serialized and zipped) before the next is read, so no more than a page is held (contract §7.4).
 * A title row, the office, the filter and the count; then the bold headings, frozen with everything above them;
 * real date cells; widths per column; an auto-filter on the headings.
 */
export async function writeXlsx(document: ExportDocument, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = document.officeName;
  workbook.title = document.title;
  const width = document.columns.length;
  const headingRow = 3 + document.lines.length;
  const sheet = workbook.addWorksheet(document.sheetName, {
    views: [{ state: 'frozen', ySplit: headingRow, xSplit: 0 }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = document.columns.map((column) => ({ key: column.key, width: column.width }));

  const note = (text: string, font: Partial<ExcelJS.Font>) => {
    const row = sheet.addRow([text]);
    row.font = font;
    sheet.mergeCells(row.number, 1, row.number, width);
    row.commit();
  };
  note(document.title, { bold: true, size: 14 });
  note(`${document.officeName} · ${document.dateText}`, { size: 11 });
  for (const line of document.lines) {
    note(line, { italic: true, size: 10 });
  }
  const headings = sheet.addRow(document.columns.map((column) => column.heading));
  headings.font = { bold: true };
  headings.eachCell((cell) => {
    cell.fill = headingFill;
    cell.border = { bottom: { style: 'thin' } };
    cell.alignment = { vertical: 'middle' };
  });
  headings.commit();

  let index = 0;
  for await (const page of document.pages) {
    for (const item of page) {
      const row = sheet.addRow(
        document.columns.map((column) => {
          const value = column.value(item, index);
          return column.kind === 'date' && typeof value === 'string' ? calendarDate(value) : value;
        }),
      );
      document.columns.forEach((column, position) => {
        if (column.kind === 'date') {
          row.getCell(position + 1).numFmt = 'dd/mm/yyyy';
        }
      });
      row.alignment = { vertical: 'top', wrapText: true };
      row.commit();
      index += 1;
    }
  }
  if (index === 0) {
    note(document.emptyText, { italic: true });
  } else {
    sheet.autoFilter = { from: { row: headingRow, column: 1 }, to: { row: headingRow, column: width } };
  }
  sheet.commit();
  await workbook.commit();
}
