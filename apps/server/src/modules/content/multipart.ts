import type { Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { folderPathSchema } from '@pidsus/shared';
import { AppError, badRequest } from '../../lib/errors';
import { messages } from '../../messages';

const m = messages.files;

/** One upload as it arrives (read by `readUpload`): where it goes, its name, and its content still streaming. */
export interface IncomingUpload {
  /** The folder it goes into (`/` = Root), already a valid path. */
  path: string;
  /** The name the client gave it, as sent (made a plain name by `plainFileName`). */
  filename: string;
  /** The file's bytes, never buffered whole. */
  content: Readable;
  /** The request's announced length, when it has one. */
  announcedBytes: number | undefined;
  /**
   * Reads what follows the file in the request, once the content has been stored; rejects with the
   * reason when the request is refused after all. The file is recorded only once this resolves.
   */
  finish(): Promise<void>;
}

/**
 * A body that busboy cannot parse (no boundary, no closing boundary, a part cut short) or that breaks
 * a parser limit: the client's fault, never a 500. Such errors are plain Errors from busboy or
 * @fastify/multipart's FST_* errors.
 */
function isMultipartParseError(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof AppError) {
    return false;
  }
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' &&
      /^FST_(PARTS|FILES|FIELDS)_LIMIT$|^FST_(MP_PREMATURE_CLOSE|PROTO_VIOLATION)$/.test(code)) ||
    /^Multipart: |^Malformed |^Unexpected end of |terminated early|^The needle cannot/.test(error.message)
  );
}

/**
 * A multipart parse error as a 400 with `message` (a broken parser limit, such as a second file or too
 * many fields, with its own message); any other error unchanged.
 */
export function multipartError(error: unknown, message: string): unknown {
  if (!isMultipartParseError(error)) {
    return error;
  }
  const code = (error as { code?: unknown }).code;
  return badRequest(typeof code === 'string' && code.endsWith('_LIMIT') ? m.tooManyParts : message);
}

/** One file and a few small fields; busboy's own cap on the file sits one byte above ours, which cuts first. */
export const uploadMultipartLimits = (maxUploadBytes: number) => ({
  files: 1,
  fields: 5,
  parts: 6,
  fieldSize: 8 * 1024,
  fileSize: maxUploadBytes + 1,
});

/**
 * Reads an upload's multipart body up to its file (requirements §2 Files): the `path` field before the
 * file (else `defaultPath`, else the root) and the `file` part, whose content is left to stream. Refuses
 * with 400 a body that is not multipart or is malformed, has no `file` part, names two locations or an
 * invalid one, or has more parts than an upload has. The file is never buffered.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { maxUploadBytes: number; defaultPath?: string },
): Promise<IncomingUpload> {
  if (!request.isMultipart()) {
    throw badRequest(m.noFile);
  }
  const parts = request.parts({ limits: uploadMultipartLimits(options.maxUploadBytes) })[Symbol.asyncIterator]();
  const next = (message: string): Promise<IteratorResult<Multipart>> =>
    parts.next().catch((error: unknown) => {
      throw multipartError(error, message);
    });

  let rawPath: string | undefined;
  let file: MultipartFile | undefined;
  for (let item = await next(m.noFile); !item.done; item = await next(m.noFile)) {
    if (item.value.type === 'file') {
      file = item.value;
      break;
    }
    if (item.value.fieldname === 'path') {
      if (rawPath !== undefined) {
        // Two locations for one file: neither is guessed.
        throw badRequest(m.pathInvalid);
      }
      rawPath = String(item.value.value);
    }
  }
  if (!file || file.fieldname !== 'file') {
    throw badRequest(m.noFile);
  }
  const path = folderPathSchema.safeParse(rawPath ?? options.defaultPath ?? '/');
  if (!path.success) {
    throw badRequest(m.pathInvalid);
  }
  const announced = Number(request.headers['content-length']);
  return {
    path: path.data,
    filename: file.filename,
    content: file.file,
    announcedBytes: Number.isFinite(announced) ? announced : undefined,
    // A `path` after the file (which would count or not depending on how the body happened to be cut
    // into chunks) is refused, and so is a body that ends without its closing boundary.
    finish: async () => {
      for (let item = await next(m.uploadIncomplete); !item.done; item = await next(m.uploadIncomplete)) {
        if (item.value.type === 'field' && item.value.fieldname === 'path') {
          throw badRequest(m.pathAfterFile);
        }
      }
    },
  };
}
