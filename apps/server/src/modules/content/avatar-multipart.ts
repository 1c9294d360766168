import type { FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES } from '@pidsus/shared';
import { AppError, badRequest } from '../../lib/errors';
import { messages } from '../../messages';

/** The multipart parts an avatar upload may have: the file, and nothing large besides it. */
export const avatarMultipartLimits = { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 };

/** Reads the single `avatar` file of the request; a file over 5 MB stops the upload with a 413. */
export async function readAvatar(request: FastifyRequest): Promise<Buffer> {
  let file;
  try {
    file = await request.file({ limits: avatarMultipartLimits });
  } catch (error) {
    throw error instanceof AppError ? error : badRequest(messages.profile.avatarMissing);
  }
  if (!file || file.fieldname !== 'avatar') {
    throw badRequest(messages.profile.avatarMissing);
  }
  try {
    const bytes = await file.toBuffer();
    // toBuffer() throws only when it reads a chunk after the cut: when the body's chunk ends exactly at the limit,
    // busboy cuts the next one without passing anything on, and the file ends short with no error.
    if (file.file.truncated) {
      throw new AppError(413, messages.profile.avatarTooLarge);
    }
    return bytes;
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, messages.profile.avatarTooLarge);
    }
    // Anything else is a body that ended too early or is not valid multipart: the client's fault.
    request.log.info({ err: error }, 'avatar upload cut off');
    throw badRequest(messages.profile.avatarIncomplete);
  }
}
