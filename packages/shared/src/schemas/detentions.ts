import { z } from '../zod';
import { CATEGORIES, DETENTION_AUTHORITIES, DETENTION_KINDS, MAX_LENGTH } from '../constants';
import { validationMessages as m } from '../messages';
import { calendarDateSchema, mineSchema } from './case';
import { withoutNul } from './common';
import { defendantRefSchema } from './defendants';

export const DETENTION_DAYS_MAX = 400;
export const DETENTION_LIMITS = { basis: 120, orderNumber: 100 } as const;
/** The most periods one case may hold, and the most `GET /api/detentions` answers: these only bound a request. */
export const CASE_DETENTIONS_MAX = 200;
export const DETENTION_LIST_MAX = 500;

const text = (max: number, message: string) =>
  z
    .string({ error: m.textInvalid })
    .overwrite(withoutNul)
    .pipe(z.string().trim().max(max, message))
    .nullish()
    .transform((value) => (value === null ? '' : value));

const positiveId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

/** A day or nothing: `YYYY-MM-DD`, or null/'' for none; absent stays absent. */
const optionalDay = z
  .union([z.string(), z.null()], { error: m.dateInvalid })
  .transform((value) => (value === null || value.trim() === '' ? null : value.trim()))
  .pipe(z.union([z.null(), calendarDateSchema]))
  .optional();

const detentionFields = {
  defendant_id: positiveId(m.detentionDefendantRequired),
  kind: z.enum(DETENTION_KINDS, { error: m.detentionKindInvalid }),
  authority: z.enum(DETENTION_AUTHORITIES, { error: m.detentionAuthorityInvalid }),
  /** The article the order rests on, e.g. `Pasal 103 ayat (1) UU 20/2025`. */
  basis: text(DETENTION_LIMITS.basis, m.detentionBasisTooLong),
  order_number: text(DETENTION_LIMITS.orderNumber, m.detentionOrderNumberTooLong),
  /** The first day held; an extension without it starts the day after the period it extends ends. */
  start_date: optionalDay,
  days: z
    .number({ error: m.detentionDaysInvalid })
    .int(m.detentionDaysInvalid)
    .min(1, m.detentionDaysInvalid)
    .max(DETENTION_DAYS_MAX, m.detentionDaysInvalid),
  /** The period this one extends (same person); null for none. */
  extends_id: z
    .union([positiveId(m.detentionExtendsInvalid), z.null()], { error: m.detentionExtendsInvalid })
    .optional(),
  /** The day the person was let out before the period ended; null while held. */
  released_on: optionalDay,
  note: text(MAX_LENGTH.mediumText, m.deadlineNoteTooLong),
};

/** POST /api/cases/:id/detentions, and the dialog's resolver. */
export const detentionInputSchema = z.object(detentionFields).transform((value) => ({
  ...value,
  basis: value.basis ?? '',
  order_number: value.order_number ?? '',
  start_date: value.start_date ?? null,
  extends_id: value.extends_id ?? null,
  released_on: value.released_on ?? null,
  note: value.note ?? '',
}));
export type DetentionInput = z.input<typeof detentionInputSchema>;
export type DetentionFields = z.output<typeof detentionInputSchema>;

/** PUT /api/cases/:id/detentions/:tid: the fields sent change, the others stay (`released_on` releases). */
export const detentionUpdateSchema = z
  .object({
    ...detentionFields,
    defendant_id: detentionFields.defendant_id.optional(),
    kind: detentionFields.kind.optional(),
    authority: detentionFields.authority.optional(),
    days: detentionFields.days.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), m.nothingToChange);
export type DetentionUpdate = z.output<typeof detentionUpdateSchema>;

const id = z.coerce
  .number({ error: 'ID tidak valid' })
  .int('ID tidak valid')
  .positive('ID tidak valid')
  .max(Number.MAX_SAFE_INTEGER, 'ID tidak valid');

export const detentionParamsSchema = z.object({ id, tid: id });

/** A detention period as it leaves the server (decisions §8.2). */
export const detentionSchema = z.object({
  id: z.number().int(),
  defendant: defendantRefSchema,
  kind: z.enum(DETENTION_KINDS),
  authority: z.enum(DETENTION_AUTHORITIES),
  basis: z.string(),
  order_number: z.string(),
  start_date: z.string(),
  days: z.number().int(),
  /** The last day held: `start_date + days − 1` (the first day counts). */
  end_date: z.string(),
  extends_id: z.number().int().nullable(),
  released_on: z.string().nullable(),
  note: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Detention = z.infer<typeof detentionSchema>;
export const detentionListSchema = z.array(detentionSchema);

/** GET /api/detentions: only the caller's cases (`mine=1`), ending up to a day (`until`, included). */
export const detentionListQuerySchema = z.object({ mine: mineSchema, until: calendarDateSchema.optional() });
export type DetentionListQuery = z.input<typeof detentionListQuerySchema>;

/** A period in force with its case, as the dashboard lists them. */
export const dueDetentionSchema = detentionSchema.extend({
  case: z.object({ id: z.number().int(), title: z.string(), number: z.string(), type: z.enum(CATEGORIES) }),
});
export type DueDetention = z.infer<typeof dueDetentionSchema>;
export const dueDetentionListSchema = z.array(dueDetentionSchema);
