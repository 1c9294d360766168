import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { calendarDate, type ExportColumn, type ExportDocument } from './document';

/** Rows written between two turns of the event loop: a few milliseconds of work on the 2-core machine. */
const ROWS_PER_TURN = 50;

const headingFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3EAF3' } };

/**
 * Writes the document as a workbook to `output`, row by row with exceljs's streaming writer: each page of rows
 * is committed (serialized and zipped) before the next is read, so no more than a page is held (decisions §7.4).
 * A title row, the office, the filter and the count; then the bold headings, frozen with everything above them;
 * real date cells; widths per column; an auto-filter on the headings.
 */
export async function writeXlsx<Row>(document: ExportDocument<Row>, output: Writable): Promise<void> {
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

  /** A row of cells: real dates, money and numbers as numbers. */
  const addCells = <Item>(columns: ExportColumn<Item>[], item: Item, index: number) => {
    const row = sheet.addRow(
      columns.map((column) => {
        const value = column.value(item, index);
        if (column.kind === 'date' && typeof value === 'string') {
          return value === '' ? null : calendarDate(value);
        }
        return value;
      }),
    );
    columns.forEach((column, position) => {
      if (column.kind === 'date') {
        row.getCell(position + 1).numFmt = 'dd/mm/yyyy';
      } else if (column.kind === 'money') {
        row.getCell(position + 1).numFmt = '"Rp" #,##0';
      }
    });
    row.alignment = { vertical: 'top', wrapText: true };
    row.commit();
  };

  let index = 0;
  for await (const page of document.pages) {
    for (const item of page) {
      addCells(document.columns, item, index);
      index += 1;
      // A turn for the other requests every ROWS_PER_TURN rows: SQLite answers synchronously and a response without
      // backpressure (a fast client) never waits, so without it a 10,000-row export held the event loop for over a
      // second (test/registers-large.test.ts).
      if (index % ROWS_PER_TURN === 0) {
        await nextTurn();
      }
    }
  }
  if (index === 0) {
    note(document.emptyText, { italic: true });
  } else if (!document.sections?.length) {
    sheet.autoFilter = { from: { row: headingRow, column: 1 }, to: { row: headingRow, column: width } };
  }
  // The report's further tables, each after an empty row, under its title, with its own bold headings.
  for (const section of document.sections ?? []) {
    sheet.addRow([]).commit();
    const title = sheet.addRow([section.title]);
    title.font = { bold: true, size: 12 };
    title.commit();
    const sectionHeadings = sheet.addRow(section.columns.map((column) => column.heading));
    sectionHeadings.font = { bold: true };
    sectionHeadings.eachCell((cell) => {
      cell.fill = headingFill;
      cell.border = { bottom: { style: 'thin' } };
    });
    sectionHeadings.commit();
    section.rows.forEach((item, position) => addCells(section.columns, item, position));
  }
  sheet.commit();
  await workbook.commit();
}
