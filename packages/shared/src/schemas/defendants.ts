import { z } from '../zod';
import { isCalendarDate } from '../constants';
import { validationMessages as m } from '../messages';
import { withoutNul } from './common';

/** The defendants' limits (decisions §8.1). */
export const DEFENDANT_LIMITS = {
  name: 120,
  birthPlace: 120,
  address: 500,
  occupation: 120,
  charges: 500,
} as const;
/** The most defendants one case may hold: this only bounds a request. */
export const CASE_DEFENDANTS_MAX = 100;

export const GENDERS = ['L', 'P'] as const;

/** A text field: NUL characters dropped, trimmed, at most `max`; null or absent stays absent here. */
const text = (max: number, message: string) =>
  z
    .string({ error: m.textInvalid })
    .overwrite(withoutNul)
    .pipe(z.string().trim().max(max, message))
    .nullish()
    .transform((value) => (value === null ? '' : value));

/** The fields of a defendant as sent; each may be absent (a PUT keeps what it does not name). */
const defendantFields = {
  name: z
    .string({ error: m.defendantNameRequired })
    .overwrite(withoutNul)
    .pipe(z.string().trim().min(1, m.defendantNameRequired).max(DEFENDANT_LIMITS.name, m.defendantNameTooLong)),
  /** Nomor Induk Kependudukan: empty, or exactly 16 digits (spaces typed between groups are dropped). */
  nik: z
    .string({ error: m.nikInvalid })
    .transform((value) => value.replace(/\s+/g, ''))
    .refine((value) => value === '' || /^\d{16}$/.test(value), m.nikInvalid)
    .nullish()
    .transform((value) => (value === null ? '' : value)),
  birth_place: text(DEFENDANT_LIMITS.birthPlace, m.birthPlaceTooLong),
  /** `YYYY-MM-DD`, or empty/null for unknown; that it is not after today (office day) is the server's check. */
  birth_date: z
    .string({ error: m.dateInvalid })
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), m.dateInvalid)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value === null || value === '' ? null : value)),
  gender: z
    .enum(['L', 'P', ''], { error: m.genderInvalid })
    .nullish()
    .transform((value) => (value === null ? '' : value)),
  address: text(DEFENDANT_LIMITS.address, m.addressTooLong),
  occupation: text(DEFENDANT_LIMITS.occupation, m.occupationTooLong),
  /** `Pasal yang disangkakan`, e.g. `Pasal 2 ayat (1) jo. Pasal 18 UU 31/1999`. */
  charges: text(DEFENDANT_LIMITS.charges, m.chargesTooLong),
};

/** POST /api/cases/:id/defendants, and the dialog's resolver: a name, the rest empty when absent. */
export const defendantInputSchema = z.object(defendantFields).transform((value) => ({
  name: value.name,
  nik: value.nik ?? '',
  birth_place: value.birth_place ?? '',
  birth_date: value.birth_date ?? null,
  gender: value.gender ?? '',
  address: value.address ?? '',
  occupation: value.occupation ?? '',
  charges: value.charges ?? '',
}));
export type DefendantInput = z.input<typeof defendantInputSchema>;
export type DefendantFields = z.output<typeof defendantInputSchema>;

/** PUT /api/cases/:id/defendants/:did: the fields sent change, the others stay. */
export const defendantUpdateSchema = z
  .object({ ...defendantFields, name: defendantFields.name.optional() })
  .refine((value) => Object.values(value).some((field) => field !== undefined), m.nothingToChange);
export type DefendantUpdate = z.output<typeof defendantUpdateSchema>;

const id = z.coerce
  .number({ error: 'ID tidak valid' })
  .int('ID tidak valid')
  .positive('ID tidak valid')
  .max(Number.MAX_SAFE_INTEGER, 'ID tidak valid');

export const defendantParamsSchema = z.object({ id, did: id });

/** A defendant as it leaves the server (decisions §8.1). */
export const defendantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nik: z.string(),
  birth_place: z.string(),
  birth_date: z.string().nullable(),
  gender: z.enum(['L', 'P', '']),
  address: z.string(),
  occupation: z.string(),
  charges: z.string(),
  /** `Terlapor`, `Tersangka`, `Terdakwa` or `Terpidana`, after the case's stage. */
  role_label: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Defendant = z.infer<typeof defendantSchema>;
export const defendantListSchema = z.array(defendantSchema);

/** A defendant as a case shows it (`defendants` of the case JSON). */
export const defendantRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type DefendantRef = z.infer<typeof defendantRefSchema>;
