import { z } from '../zod';
import { validationMessages as m } from '../messages';

/** One document of a case file (decisions §7.2). */
export const caseDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  /** A short-lived link bound to this document (like a file's, decisions §3), for preview and download. */
  url: z.string(),
  /** Who uploaded it, with the name they had then; `id` null once the account's row is gone. */
  uploaded_by: z.object({ id: z.number().int().nullable(), username: z.string() }),
  created_at: z.string(),
});
export type CaseDocument = z.infer<typeof caseDocumentSchema>;

/** GET /api/cases/:id/documents: newest first. */
export const caseDocumentListSchema = z.array(caseDocumentSchema);

/** DELETE /api/cases/:id/documents/:docId. */
export const caseDocumentParamsSchema = z.object({
  id: z.coerce.number({ error: 'ID tidak valid' }).int('ID tidak valid').positive('ID tidak valid'),
  docId: z.coerce.number({ error: 'ID tidak valid' }).int('ID tidak valid').positive('ID tidak valid'),
});

/** POST /api/cases/:id/documents/from-file: a file of the caller's own file manager, copied into the case. */
export const caseDocumentFromFileSchema = z.object({
  file_id: z.number({ error: m.documentFileRequired }).int(m.documentFileRequired).positive(m.documentFileRequired),
});
export type CaseDocumentFromFile = z.infer<typeof caseDocumentFromFileSchema>;

/**
 * GET /api/cases/:id/documents/trash (decisions §9): a document in its case's trash, the latest deleted first. It has
 * no content link: a trashed document's content is served to nobody until it is restored.
 */
export const trashedCaseDocumentSchema = caseDocumentSchema.omit({ url: true }).extend({
  deleted_at: z.string(),
  /** Who moved it there; null once that account's row is gone. */
  deleted_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type TrashedCaseDocument = z.infer<typeof trashedCaseDocumentSchema>;
export const trashedCaseDocumentListSchema = z.array(trashedCaseDocumentSchema);
