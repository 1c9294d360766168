import { z } from '../zod';
import { validationMessages as m } from '../messages';
import { REGISTER_CODES } from '../constants';
import { exportFormatSchema } from './exports';

/** `GET /api/registers`: a register, its headings in order. */
export const registerSchema = z.object({
  code: z.enum(REGISTER_CODES),
  name: z.string(),
  columns: z.array(z.string()),
});
export type Register = z.infer<typeof registerSchema>;
export const registerListSchema = z.array(registerSchema);

/** An unknown code is a 404 of the service, not a 400. */
export const registerParamsSchema = z.object({ code: z.string().max(40) });

/** A month of a year: the period a register is read for. */
export const registerPeriodSchema = z.object({
  year: z.coerce
    .number({ error: m.statsYearInvalid })
    .int(m.statsYearInvalid)
    .min(2000, m.statsYearInvalid)
    .max(2100, m.statsYearInvalid),
  month: z.coerce
    .number({ error: m.statsMonthInvalid })
    .int(m.statsMonthInvalid)
    .min(1, m.statsMonthInvalid)
    .max(12, m.statsMonthInvalid),
});
export type RegisterPeriod = z.infer<typeof registerPeriodSchema>;

/** `GET /api/registers/:code/export?year=&month=&format=`. */
export const registerExportQuerySchema = registerPeriodSchema.extend({ format: exportFormatSchema });

/** A table of a report after its first (the monthly report's forms, detainees and recovered money). */
export const registerSectionSchema = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type RegisterSection = z.infer<typeof registerSectionSchema>;

/**
 * `GET /api/registers/:code?year=&month=`: the register's first REGISTER_PREVIEW_ROWS rows as the export writes
 * them (dates `dd/mm/yyyy`, money `Rp 1.234.567`), and how many it holds.
 */
export const registerPreviewSchema = z.object({
  code: z.enum(REGISTER_CODES),
  name: z.string(),
  /** `November 2026`. */
  period: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  total: z.number().int(),
  /** The report's further tables, whole (empty for a register). */
  sections: z.array(registerSectionSchema),
});
export type RegisterPreview = z.infer<typeof registerPreviewSchema>;
