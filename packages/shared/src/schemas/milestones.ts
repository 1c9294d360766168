import { z } from '../zod';
import { MAX_LENGTH } from '../constants';
import { calendarDateSchema } from './case';
import { withoutNul } from './common';
import { classificationSchema, FORM_CODE_MAX, formMessages } from './forms';

/** The texts of a case's milestones (Tahapan, decisions §8.3). */
export const milestoneMessages = {
  formRequired: 'Formulir wajib dipilih',
  numberTooLong: 'Nomor paling banyak 100 karakter',
  noteTooLong: 'Catatan terlalu panjang (maksimal 1000 karakter)',
  documentInvalid: 'Berkas tidak valid',
  nothingToChange: 'Tidak ada yang diubah',
} as const;

/** The most milestones a case may hold: this only bounds a request. */
export const CASE_MILESTONES_MAX = 300;
export const MILESTONE_NUMBER_MAX = 100;
/** `numbering_scope`: a year's sequence per prefix (`PRINT`, `B`…) or per form. */
export const NUMBERING_SCOPES = ['prefix', 'form'] as const;
export type NumberingScope = (typeof NUMBERING_SCOPES)[number];

/** A number typed by hand; empty or null: assigned by the server when the form is numbered. */
const numberText = z
  .union([z.string(), z.null()], { error: milestoneMessages.numberTooLong })
  .transform((value) => (value === null ? '' : withoutNul(value).trim()))
  .refine((value) => value.length <= MILESTONE_NUMBER_MAX, milestoneMessages.numberTooLong)
  .transform((value) => (value === '' ? null : value));

const note = z
  .string({ error: milestoneMessages.noteTooLong })
  .overwrite(withoutNul)
  .pipe(z.string().trim().max(MAX_LENGTH.mediumText, milestoneMessages.noteTooLong));

const documentId = z
  .number({ error: milestoneMessages.documentInvalid })
  .int(milestoneMessages.documentInvalid)
  .positive(milestoneMessages.documentInvalid)
  .max(Number.MAX_SAFE_INTEGER, milestoneMessages.documentInvalid)
  .nullable();

/** POST /api/cases/:id/milestones, and the dialog's resolver. */
export const milestoneInputSchema = z.object({
  form_code: z
    .string({ error: milestoneMessages.formRequired })
    .trim()
    .min(1, milestoneMessages.formRequired)
    .max(FORM_CODE_MAX, formMessages.codeTooLong),
  date: calendarDateSchema,
  number: numberText.optional().transform((value) => value ?? null),
  note: note.nullish().transform((value) => value ?? ''),
  document_id: documentId.optional().transform((value) => value ?? null),
  /** Overrides the form's classification in the assigned number (offices differ). */
  classification: classificationSchema.optional(),
});
export type MilestoneInput = z.input<typeof milestoneInputSchema>;
export type MilestoneFields = z.output<typeof milestoneInputSchema>;

/**
 * PUT /api/cases/:id/milestones/:mid: the date, the number (typed by hand; an assigned one is kept unless replaced),
 * the note, the document. The form stays: another form is another milestone.
 */
export const milestoneUpdateSchema = z
  .object({
    date: calendarDateSchema.optional(),
    number: numberText.optional(),
    note: note.nullish().transform((value) => (value === null ? '' : value)),
    document_id: documentId.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), milestoneMessages.nothingToChange);
export type MilestoneUpdate = z.output<typeof milestoneUpdateSchema>;

export const milestoneParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'ID tidak valid' })
    .int('ID tidak valid')
    .positive('ID tidak valid')
    .max(Number.MAX_SAFE_INTEGER, 'ID tidak valid'),
  mid: z.coerce
    .number({ error: 'ID tidak valid' })
    .int('ID tidak valid')
    .positive('ID tidak valid')
    .max(Number.MAX_SAFE_INTEGER, 'ID tidak valid'),
});

/** A milestone of a case as it leaves the server (decisions §8.3). */
export const milestoneSchema = z.object({
  id: z.number().int(),
  form: z.object({ code: z.string(), name: z.string() }),
  number: z.string().nullable(),
  date: z.string(),
  note: z.string(),
  document_id: z.number().int().nullable(),
  created_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  created_at: z.string(),
});
export type Milestone = z.infer<typeof milestoneSchema>;
export const milestoneListSchema = z.array(milestoneSchema);
