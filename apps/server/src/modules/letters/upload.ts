import type { FastifyRequest } from 'fastify';
import { LETTER_TEMPLATE_MAX_BYTES } from '@pidsus/shared';
import { AppError, badRequest } from '../../lib/errors';
import { messages } from '../../messages';

const m = messages.letters;
const tooLarge = () => new AppError(413, m.tooLarge(LETTER_TEMPLATE_MAX_BYTES / 1024 / 1024));

/** Reads the single `file` of a template upload whole (at most 5 MB: larger is a 413 as soon as it passes). */
export async function readTemplateUpload(request: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) {
    throw badRequest(m.noFile);
  }
  let file;
  try {
    file = await request.file({
      limits: { fileSize: LETTER_TEMPLATE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
  } catch (error) {
    throw error instanceof AppError ? error : badRequest(m.noFile);
  }
  if (!file || file.fieldname !== 'file') {
    throw badRequest(m.noFile);
  }
  try {
    const bytes = await file.toBuffer();
    if (file.file.truncated) {
      throw tooLarge();
    }
    return { filename: file.filename, bytes };
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge();
    }
    throw badRequest(m.noFile);
  }
}
