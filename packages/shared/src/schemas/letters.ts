import { z } from '../zod';
import { calendarDateSchema } from './case';
import { caseDocumentSchema } from './case-documents';
import { FORM_CODE_MAX, formMessages } from './forms';
import { milestoneMessages, milestoneSchema } from './milestones';

/**
 * Letters made from the office's templates (decisions §8.6): a `.docx` per form, uploaded by administrators, filled
 * with the case's data into a case document and a numbered milestone.
 */
export const letterMessages = {
  templateMissing: (code: string) => `Templat surat untuk ${code} belum diunggah`,
  unknownPlaceholder: (tag: string) => `Placeholder tidak dikenal dalam templat: {${tag}}`,
  notDocx: 'Berkas templat bukan dokumen Word (.docx) yang valid',
  /** `{@tag}` writes its text into the document's XML as it is: a title with `&` or `<` would break the letter. */
  rawPlaceholder: (tag: string) => `Placeholder {@${tag}} tidak didukung dalam templat; tulis {${tag}}`,
  tooLarge: (mb: number) => `Berkas templat terlalu besar (maksimal ${mb} MB)`,
  fillFailed: (code: string) => `Templat surat untuk ${code} tidak dapat diisi; unggah ulang templatnya`,
} as const;

/** The largest template accepted. */
export const LETTER_TEMPLATE_MAX_BYTES = 5 * 1024 * 1024;

/** The placeholders a template may use (docxtemplater syntax, `{nomor}`), outside the defendants' loop. */
export const LETTER_PLACEHOLDERS = [
  'nomor',
  'tanggal',
  'kantor',
  'kota',
  'satker',
  'nomor_perkara',
  'judul',
  'pasal',
  'jaksa',
  'tempat',
  'kerugian_negara',
] as const;
/** The loop over the case's defendants: `{#tersangka}{nama} …{/tersangka}`. */
export const LETTER_LOOP = 'tersangka';
/** The placeholders inside the loop. */
export const LETTER_LOOP_PLACEHOLDERS = [
  'nama',
  'nik',
  'tempat_lahir',
  'tanggal_lahir',
  'alamat',
  'pekerjaan',
] as const;

/** The template of a form, as `PUT`/`GET /api/forms/:code/template` describe it. */
export const formTemplateSchema = z.object({
  form_code: z.string(),
  name: z.string(),
  size: z.number().int(),
  uploaded_at: z.string(),
});
export type FormTemplate = z.infer<typeof formTemplateSchema>;

/** POST /api/cases/:id/letters, and the dialog's resolver. */
export const letterInputSchema = z.object({
  form_code: z
    .string({ error: milestoneMessages.formRequired })
    .trim()
    .min(1, milestoneMessages.formRequired)
    .max(FORM_CODE_MAX, formMessages.codeTooLong),
  date: calendarDateSchema,
});
export type LetterInput = z.input<typeof letterInputSchema>;
export type LetterFields = z.output<typeof letterInputSchema>;

/** The answer of POST /api/cases/:id/letters: the numbered milestone and the filled document. */
export const letterSchema = z.object({ milestone: milestoneSchema, document: caseDocumentSchema });
export type Letter = z.infer<typeof letterSchema>;
