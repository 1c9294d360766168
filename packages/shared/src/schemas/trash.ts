import { z } from '../zod';
import { categorySchema } from './case';
import { idParamsSchema } from './common';
import { fileSchema, folderSchema } from './files';

/** One case in the trash (decisions §7.3): `GET /api/trash/cases`, newest deletion first. */
export const trashedCaseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  number: z.string(),
  type: categorySchema,
  date: z.string(),
  deleted_at: z.string(),
  /** Who moved it to the trash; null once that account's row is gone. */
  deleted_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type TrashedCase = z.infer<typeof trashedCaseSchema>;
export const trashedCaseListSchema = z.array(trashedCaseSchema);
/** At most this many trashed cases in one answer, the latest deleted first; `X-Total-Count` says how many there are. */
export const TRASH_CASES_MAX = 500;

/**
 * A deleted account whose files and folders still wait for the daily purge (contract §9): `GET /api/trash/accounts`
 * (admin), the latest deleted first. An admin may purge them sooner (`DELETE /api/trash/accounts/:id`).
 */
export const deletedAccountFilesSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  deleted_at: z.string(),
  /** Its files and folders, those in its trash included. */
  files: z.number().int(),
  folders: z.number().int(),
  /** The files' bytes. */
  size: z.number().int(),
  /** From when the daily purge deletes them: the deletion plus the trash's days (the admin setting). */
  purge_after: z.string(),
});
export type DeletedAccountFiles = z.infer<typeof deletedAccountFilesSchema>;
export const deletedAccountFilesListSchema = z.array(deletedAccountFilesSchema);
/** At most this many accounts in one answer, the latest deleted first; `X-Total-Count` says how many there are. */
export const DELETED_ACCOUNTS_MAX = 200;

/** `kind` in `/api/files/trash/:kind/:id`. */
export const FILE_TRASH_KINDS = ['files', 'folders'] as const;
export type FileTrashKind = (typeof FILE_TRASH_KINDS)[number];
export const fileTrashParamsSchema = idParamsSchema.extend({
  kind: z.enum(FILE_TRASH_KINDS, { error: 'Jenis item harus files atau folders' }),
});

/** One item of the owner's file trash: a file or a folder deleted by itself (with what it held). */
export const fileTrashItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FILE_TRASH_KINDS),
  name: z.string(),
  /** The file's size; for a folder, the total of the files it holds. */
  size: z.number().int(),
  /** The folder it was deleted from, as it was then ('/' = Root). */
  original_path: z.string(),
  deleted_at: z.string(),
});
export type FileTrashItem = z.infer<typeof fileTrashItemSchema>;
export const fileTrashListResponseSchema = z.object({ success: z.literal(true), data: z.array(fileTrashItemSchema) });
export type FileTrashListResponse = z.infer<typeof fileTrashListResponseSchema>;

/** A restored item, where it is now (its name may have gained a number, its place may be Root). */
export const fileTrashRestoreResponseSchema = z.union([
  z.object({ success: z.literal(true), file: fileSchema }),
  z.object({ success: z.literal(true), folder: folderSchema }),
]);
export type FileTrashRestoreResponse = z.infer<typeof fileTrashRestoreResponseSchema>;
