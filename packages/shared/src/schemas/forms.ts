import { z } from '../zod';
import { CATEGORIES } from '../constants';
import { DAY_COUNTINGS } from '../law-days';
import { withoutNul } from './common';

/**
 * The catalogue of the office's forms (decisions §8.3): `GET /api/forms` for everyone, written by admins. The texts
 * of this part of the case record are kept here, beside their schemas.
 */
export const formMessages = {
  codeRequired: 'Kode formulir wajib diisi',
  codeTooLong: 'Kode formulir paling banyak 30 karakter',
  codeInvalid: 'Kode formulir hanya boleh berisi huruf, angka, spasi, titik dan tanda hubung',
  nameRequired: 'Nama formulir wajib diisi',
  nameTooLong: 'Nama formulir paling banyak 200 karakter',
  stageInvalid: 'Tahap harus penyelidikan, penyidikan, penuntutan atau eksekusi',
  numberingInvalid: 'Penomoran harus PRINT, B, R, TAP, PLAIN atau kosong',
  classificationInvalid: 'Klasifikasi paling banyak 20 karakter: huruf, angka, titik dan tanda hubung (misalnya Fd.1)',
  deadlineTitleRequired: 'Judul tenggat wajib diisi',
  deadlineTitleTooLong: 'Judul tenggat paling banyak 200 karakter',
  deadlineDaysInvalid: 'Jumlah hari harus bilangan bulat 1 sampai 3650',
  countingInvalid: 'Cara menghitung harus masa atau setelah',
  tooManyDeadlines: 'Satu formulir paling banyak memulai 10 tenggat',
} as const;

/** How a form's number begins (decisions §8.3); `PLAIN`: a number without a prefix. Null: the form has no number. */
export const FORM_NUMBERINGS = ['PRINT', 'B', 'R', 'TAP', 'PLAIN'] as const;
export type FormNumbering = (typeof FORM_NUMBERINGS)[number];

export const FORM_CODE_MAX = 30;
export const FORM_NAME_MAX = 200;
export const FORM_DEADLINES_MAX = 10;
/** A classification or a satker code: letters, digits, dots and hyphens (the slash separates a number's parts). */
export const NUMBER_PART_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.-]*$/;
/** A form's code: it names the form in its address (`/api/forms/:code`), so no slash. */
export const FORM_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 .-]*$/;

const text = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).overwrite(withoutNul).pipe(z.string().trim().min(1, required).max(max, tooLong));

/** A classification such as `Fd.1`; empty or null means none. */
export const classificationSchema = z
  .union([z.string(), z.null()], { error: formMessages.classificationInvalid })
  .transform((value) => (value?.trim() ? value.trim() : null))
  .refine(
    (value) => value === null || (value.length <= 20 && NUMBER_PART_PATTERN.test(value)),
    formMessages.classificationInvalid,
  );

/** A deadline a form starts from its milestone's date: `countDays(date, days, counting)`. */
export const formDeadlineSchema = z.object({
  title: text(formMessages.deadlineTitleRequired, formMessages.deadlineTitleTooLong, 200),
  days: z
    .number({ error: formMessages.deadlineDaysInvalid })
    .int(formMessages.deadlineDaysInvalid)
    .min(1, formMessages.deadlineDaysInvalid)
    .max(3650, formMessages.deadlineDaysInvalid),
  counting: z.enum(DAY_COUNTINGS, { error: formMessages.countingInvalid }),
});
export type FormDeadline = z.infer<typeof formDeadlineSchema>;

const formFields = {
  name: text(formMessages.nameRequired, formMessages.nameTooLong, FORM_NAME_MAX),
  stage: z.enum(CATEGORIES, { error: formMessages.stageInvalid }),
  numbering: z
    .enum(FORM_NUMBERINGS, { error: formMessages.numberingInvalid })
    .nullish()
    .transform((value) => value ?? null),
  classification: classificationSchema.optional().transform((value) => value ?? null),
  starts_deadlines: z
    .array(formDeadlineSchema, { error: formMessages.deadlineTitleRequired })
    .max(FORM_DEADLINES_MAX, formMessages.tooManyDeadlines)
    .optional()
    .transform((value) => value ?? []),
};

/** PUT /api/forms/:code (admins): everything but the code, which names the form. */
export const formUpdateSchema = z.object(formFields);
export type FormUpdateInput = z.input<typeof formUpdateSchema>;
export type FormUpdate = z.output<typeof formUpdateSchema>;

/** POST /api/forms (admins), and the editor's resolver. */
export const formInputSchema = z.object({
  code: z
    .string({ error: formMessages.codeRequired })
    .overwrite(withoutNul)
    .pipe(
      z
        .string()
        .trim()
        .min(1, formMessages.codeRequired)
        .max(FORM_CODE_MAX, formMessages.codeTooLong)
        .regex(FORM_CODE_PATTERN, formMessages.codeInvalid),
    ),
  ...formFields,
});
export type FormInput = z.input<typeof formInputSchema>;
export type FormFields = z.output<typeof formInputSchema>;

/** A form of the catalogue as it leaves the server. */
export const formSchema = z.object({
  code: z.string(),
  name: z.string(),
  stage: z.enum(CATEGORIES),
  numbering: z.enum(FORM_NUMBERINGS).nullable(),
  classification: z.string().nullable(),
  starts_deadlines: z.array(formDeadlineSchema),
  /** Whether an administrator has uploaded a letter template for it (decisions §8.6). */
  has_template: z.boolean(),
});
export type Form = z.infer<typeof formSchema>;
export const formListSchema = z.array(formSchema);

/** `/api/forms/:code`. */
export const formParamsSchema = z.object({
  code: z.string().trim().min(1, formMessages.codeRequired).max(FORM_CODE_MAX, formMessages.codeTooLong),
});
