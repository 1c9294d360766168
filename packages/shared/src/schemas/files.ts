import { z } from '../zod';
import { MAX_LENGTH } from '../constants';
import { validationMessages as m } from '../messages';
import { errorResponseSchema } from './common';

/** Characters a file or folder name may not hold: separators, NUL and other control characters. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_NAME_CHARS = /[/\\\u0000-\u001f\u007f]/;

/** True for a name that may be stored as one folder or file name (not a path, not `.`/`..`). */
export function isValidItemName(name: string): boolean {
  return name.length > 0 && name !== '.' && name !== '..' && !FORBIDDEN_NAME_CHARS.test(name);
}

/** A folder or file name typed by the user: trimmed, non-empty, one plain name (requirements §5 New folder). */
export const itemNameSchema = z
  .string({ error: m.folderNameRequired })
  .trim()
  .min(1, m.folderNameRequired)
  .max(MAX_LENGTH.itemName, m.itemNameTooLong)
  .refine(isValidItemName, m.itemNameInvalid);

/**
 * A folder path such as `/a/b` (`/` is the root). Each part must be a valid name, so `..`, NUL
 * bytes and backslashes are refused; repeated and trailing slashes are tolerated.
 */
export const folderPathSchema = z
  .string()
  .max(4096, m.pathInvalid)
  .default('/')
  .transform((value, ctx) => {
    const trimmed = value.trim() || '/';
    const parts = trimmed.split('/').filter((part) => part !== '');
    if (!trimmed.startsWith('/') || !parts.every(isValidItemName)) {
      ctx.addIssue({ code: 'custom', message: m.pathInvalid });
      return z.NEVER;
    }
    return `/${parts.join('/')}`;
  });

export const folderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  type: z.literal('folder'),
});
export type Folder = z.infer<typeof folderSchema>;

export const fileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  /** A short-lived link bound to this file, usable in `<img src>` and for download without a token. */
  url: z.string(),
  type: z.literal('file'),
  created_at: z.string(),
});
export type FileItem = z.infer<typeof fileSchema>;

export const filesListQuerySchema = z.object({ path: folderPathSchema });

/** GET /api/files (decisions §3). */
export const filesListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ folders: z.array(folderSchema), files: z.array(fileSchema) }),
});
export type FilesListResponse = z.infer<typeof filesListResponseSchema>;

/** Every folder of the user, for the move dialog. */
export const folderTreeResponseSchema = z.object({ success: z.literal(true), data: z.array(folderSchema) });

export const folderCreateSchema = z.object({ name: itemNameSchema, path: folderPathSchema });
export type FolderCreateInput = z.input<typeof folderCreateSchema>;

/** Rename and/or move: `parentId` / `folderId` null is the root; absent keeps the place. */
export const folderUpdateSchema = z
  .object({ name: itemNameSchema.optional(), parentId: z.number().int().positive().nullable().optional() })
  .refine((value) => value.name !== undefined || value.parentId !== undefined, m.nothingToChange);
export type FolderUpdate = z.infer<typeof folderUpdateSchema>;

export const fileUpdateSchema = z
  .object({ name: itemNameSchema.optional(), folderId: z.number().int().positive().nullable().optional() })
  .refine((value) => value.name !== undefined || value.folderId !== undefined, m.nothingToChange);
export type FileUpdate = z.infer<typeof fileUpdateSchema>;

/** The upload answer (requirements §3 Upload response) plus the created file. */
export const uploadResponseSchema = z.object({ success: z.boolean(), error: z.string().optional(), file: fileSchema });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
/** A refused upload: `error` for the spec's client, `message` as every error of the API (decisions §2). */
export const uploadErrorResponseSchema = errorResponseSchema.extend({
  success: z.literal(false).optional(),
  error: z.string().optional(),
});

export const folderResponseSchema = z.object({ success: z.literal(true), folder: folderSchema });
export const fileResponseSchema = z.object({ success: z.literal(true), file: fileSchema });
export const fileContentQuerySchema = z.object({
  expires: z.coerce
    .number({ error: m.linkInvalid })
    .int(m.linkInvalid)
    .nonnegative(m.linkInvalid)
    .max(Number.MAX_SAFE_INTEGER, m.linkInvalid),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, m.linkInvalid),
});
