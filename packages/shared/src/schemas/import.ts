import { z } from '../zod';

/**
 * What a column of an imported register may fill (decisions §8.7): the case's own fields, its defendants' names and
 * charges, and its state loss.
 */
export const IMPORT_FIELDS = [
  'number',
  'title',
  'type',
  'date',
  'time',
  'location',
  'status',
  'prosecutor',
  'witnesses',
  'parties',
  'description',
  'defendants',
  'charges',
  'state_loss',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The largest register an import takes (decisions §8.7). */
export const IMPORT_MAX_MB = 20;

/** Rows of the file shown in the import screen's preview. */
export const IMPORT_PREVIEW_ROWS = 20;

/** `?dry_run=1` (the default) reads and checks the file and writes nothing; `0` writes the valid rows. */
export const importQuerySchema = z.object({
  dry_run: z.enum(['0', '1'], { error: 'dry_run harus 0 atau 1' }).default('1'),
});

/** The `mapping` field: a heading as in the file → the field it fills, or null to ignore the column. */
export const importMappingSchema = z.record(
  z.string().max(200),
  z.enum(IMPORT_FIELDS, { error: 'Pemetaan kolom tidak valid' }).nullable(),
  { error: 'Pemetaan kolom tidak valid' },
);
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** A row that was not imported: the row as the spreadsheet numbers it, the column's heading, the reason. */
export const importErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importHeadingSchema = z.object({
  heading: z.string(),
  field: z.enum(IMPORT_FIELDS).nullable(),
});
export type ImportHeading = z.infer<typeof importHeadingSchema>;

export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.array(importErrorSchema),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/**
 * POST /api/import/cases: the rows read, the cases created, updated and unchanged (the rows of one case count once),
 * the rows refused, and for the screen the mapping used and a preview.
 */
export const importResultSchema = z.object({
  dry_run: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** The first `IMPORT_ERRORS_MAX` errors, in the spreadsheet's order. */
  errors: z.array(importErrorSchema),
  /** Every error of the file (more than `errors` holds when past `IMPORT_ERRORS_MAX`). */
  errors_total: z.number().int(),
  headings: z.array(importHeadingSchema),
  preview: z.array(importPreviewRowSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The most errors an import's answer lists and the errors workbook takes (the first ones; a 10,000-row file with an
 * error in every column stays under it). */
export const IMPORT_ERRORS_MAX = 100_000;

/** POST /api/import/cases/errors: the errors of an import, to be written as a workbook. */
export const importErrorsInputSchema = z.object({
  errors: z.array(importErrorSchema).max(IMPORT_ERRORS_MAX, 'Terlalu banyak galat'),
});
