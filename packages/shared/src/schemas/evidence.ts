import { z } from '../zod';
import { validationMessages as m } from '../messages';
import { hasQuantityDecimals, QUANTITY_MAX } from '../money';
import { calendarDateSchema } from './case';
import { withoutNul } from './common';
import { EVIDENCE_STATUSES } from '../constants';

/**
 * Evidence (barang bukti) of a case (decisions §8.4, docs/decisions.md §8.4): what was seized, how much, where it is
 * kept, the seizure's warrant, and what became of it.
 */

/** The most evidence items a case may hold: this only bounds a request (a large seizure is listed in batches). */
export const CASE_EVIDENCE_MAX = 1000;

const boundedText = (max: number, message: string) =>
  z
    .string({ error: m.textInvalid })
    .overwrite(withoutNul)
    .pipe(z.string().trim().max(max, message))
    .nullish()
    .transform((value) => value ?? '');

const optionalDate = calendarDateSchema.nullish().transform((value) => value ?? null);

/** POST and PUT /api/cases/:id/evidence(/:eid), and the dialog's resolver: PUT sends the whole item, as POST. */
export const evidenceInputSchema = z
  .object({
    description: z
      .string({ error: m.evidenceDescriptionRequired })
      .overwrite(withoutNul)
      .pipe(z.string().trim().min(1, m.evidenceDescriptionRequired).max(500, m.evidenceDescriptionTooLong)),
    /** A positive number with at most 3 decimals (`2.5` kg of gold, `1` unit, `12` lembar). */
    quantity: z
      .number({ error: m.evidenceQuantityInvalid })
      .positive(m.evidenceQuantityInvalid)
      .max(QUANTITY_MAX, m.evidenceQuantityInvalid)
      .refine(hasQuantityDecimals, m.evidenceQuantityInvalid),
    /** `lembar`, `unit`, `bidang`, `kg`…; empty when the description says it. */
    unit: boundedText(30, m.evidenceUnitTooLong),
    storage_place: boundedText(200, m.evidenceStoragePlaceTooLong),
    /** The seizure's warrant or report (`Print-05/L.6.10/Fd.1/03/2026`). */
    seizure_number: boundedText(100, m.evidenceSeizureNumberTooLong),
    seizure_date: optionalDate,
    status: z.enum(EVIDENCE_STATUSES, { error: m.evidenceStatusInvalid }).default('disita'),
    /** The day it got its status (returned, forfeited…): required once it is no longer `disita`, for the evidence
     * register holds an item until the month of that day (decisions §8.5); null while seized. */
    status_date: optionalDate,
    note: boundedText(1000, m.noteTooLong),
  })
  .refine((item) => item.status === 'disita' || item.status_date !== null, {
    message: m.evidenceStatusDateRequired,
    path: ['status_date'],
  });
export type EvidenceInput = z.input<typeof evidenceInputSchema>;
export type EvidenceFields = z.output<typeof evidenceInputSchema>;

export const evidenceParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'ID tidak valid' })
    .int('ID tidak valid')
    .positive('ID tidak valid')
    .max(Number.MAX_SAFE_INTEGER, 'ID tidak valid'),
  eid: z.coerce
    .number({ error: 'ID tidak valid' })
    .int('ID tidak valid')
    .positive('ID tidak valid')
    .max(Number.MAX_SAFE_INTEGER, 'ID tidak valid'),
});

/** An evidence item as it leaves the server. */
export const evidenceSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  storage_place: z.string(),
  seizure_number: z.string(),
  seizure_date: z.string().nullable(),
  status: z.enum(EVIDENCE_STATUSES),
  status_date: z.string().nullable(),
  note: z.string(),
});
export type Evidence = z.infer<typeof evidenceSchema>;
export const evidenceListSchema = z.array(evidenceSchema);
