import { z } from '../zod';
import { validationMessages as m } from '../messages';
import { caseListFieldsSchema, scheduleQuerySchema } from './case';

/** The formats of an export (decisions §7.4). */
export const EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The most cases one workbook holds (decisions §7.4); past it the file says "Menampilkan 10.000 dari N kasus".
 * Far above an office's real lists; the workbook is streamed a page at a time, so memory does not grow with it.
 */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * The most cases one PDF holds, with the same note past it. pdfmake lays the whole document out in memory and on
 * the event loop before writing a byte, and while it does the instance answers nobody: 10,000 rows took 17 s
 * and 380 MB on the test machine, 2,000 (150 A4 pages of long titles) 3–6 s. 500 rows (about 40 pages, more than
 * anyone prints) keep that pause near a second; a longer list goes to Excel, which is streamed.
 */
export const EXPORT_PDF_MAX_ROWS = 500;

/** The content type of an Excel workbook. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const exportFormatSchema = z.enum(EXPORT_FORMATS, { error: m.exportFormatInvalid });

/**
 * GET /api/cases/export: exactly the filters and order of GET /api/cases, without paging, and a format. Not the days
 * (`from`, `to`): no list screen asks for them, and the file's heading says which filters made it.
 */
export const caseExportQuerySchema = caseListFieldsSchema
  .omit({ limit: true, offset: true, from: true, to: true })
  .extend({ format: exportFormatSchema });
export type CaseExportQuery = z.input<typeof caseExportQuerySchema>;

/** GET /api/schedule/export: the day's docket as GET /api/schedule answers it, and a format. */
export const scheduleExportQuerySchema = scheduleQuerySchema.extend({ format: exportFormatSchema });
export type ScheduleExportQuery = z.input<typeof scheduleExportQuerySchema>;
