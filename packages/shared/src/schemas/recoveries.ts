import { z } from '../zod';
import { validationMessages as m } from '../messages';
import { RUPIAH_MAX } from '../money';
import { calendarDateSchema } from './case';
import { withoutNul } from './common';
import { RECOVERY_KINDS } from '../constants';

/**
 * State money of a case (decisions §8.4, docs/decisions.md §8.4): the state's loss (kerugian keuangan negara) and
 * what was recovered of it (penyelamatan keuangan negara), in whole rupiah.
 */

/** The most recoveries a case may hold: this only bounds a request. */
export const CASE_RECOVERIES_MAX = 1000;

/** Whole rupiah, more than 0, at most `RUPIAH_MAX`. */
export const rupiahSchema = z
  .number({ error: m.amountInvalid })
  .int(m.amountInvalid)
  .positive(m.amountInvalid)
  .max(RUPIAH_MAX, m.amountTooLarge);

/** POST /api/cases/:id/recoveries, and the dialog's resolver. The date may not be after today (the server's check). */
export const recoveryInputSchema = z.object({
  kind: z.enum(RECOVERY_KINDS, { error: m.recoveryKindInvalid }),
  amount: rupiahSchema,
  date: calendarDateSchema,
  note: z
    .string({ error: m.textInvalid })
    .overwrite(withoutNul)
    .pipe(z.string().trim().max(1000, m.noteTooLong))
    .nullish()
    .transform((value) => value ?? ''),
});
export type RecoveryInput = z.input<typeof recoveryInputSchema>;
export type RecoveryFields = z.output<typeof recoveryInputSchema>;

export const recoveryParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'ID tidak valid' })
    .int('ID tidak valid')
    .positive('ID tidak valid')
    .max(Number.MAX_SAFE_INTEGER, 'ID tidak valid'),
  rid: z.coerce
    .number({ error: 'ID tidak valid' })
    .int('ID tidak valid')
    .positive('ID tidak valid')
    .max(Number.MAX_SAFE_INTEGER, 'ID tidak valid'),
});

export const recoverySchema = z.object({
  id: z.number().int(),
  kind: z.enum(RECOVERY_KINDS),
  amount: z.number().int(),
  date: z.string(),
  note: z.string(),
});
export type Recovery = z.infer<typeof recoverySchema>;
export const recoveryListSchema = z.array(recoverySchema);

/** PUT /api/cases/:id/state-loss: whole rupiah, 0 or more; null when not (yet) known. */
export const stateLossInputSchema = z.object({
  state_loss: z
    .number({ error: m.stateLossInvalid })
    .int(m.stateLossInvalid)
    .min(0, m.stateLossInvalid)
    .max(RUPIAH_MAX, m.amountTooLarge)
    .nullable(),
});
export type StateLossInput = z.input<typeof stateLossInputSchema>;
export const stateLossSchema = z.object({ state_loss: z.number().int().nullable(), recovered_total: z.number().int() });
