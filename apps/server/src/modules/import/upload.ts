import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_MB, importMappingSchema, type ImportMapping } from '@pidsus/shared';
import { AppError, badRequest } from '../../lib/errors';
import { messages } from '../../messages';
import { multipartError } from '../content';
import { sniffKind, type SourceKind } from './kind';

const MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;

/** An uploaded register, kept in a temporary file while it is read; `remove` deletes it. */
export interface ImportUpload {
  file: { path: string; kind: SourceKind };
  mapping?: ImportMapping;
  remove: () => Promise<void>;
}

const parseMapping = (text: string): ImportMapping => {
  try {
    const parsed = importMappingSchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      return parsed.data;
    }
  } catch {
    // Not JSON: the same answer as a wrong shape.
  }
  throw badRequest(messages.import.mappingInvalid, { mapping: messages.import.mappingInvalid });
};

/**
 * Reads the multipart body of an import (decisions §8.7): the `file` part streamed to a temporary file (at most
 * `IMPORT_MAX_MB`: 413 beyond), an optional `mapping` field (JSON). 400 without a file, for a malformed body or a
 * file that is neither a workbook nor text.
 */
export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) {
    throw badRequest(messages.import.noFile);
  }
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'pidsus-import-'));
  const remove = () => fs.promises.rm(dir, { recursive: true, force: true });
  try {
    const filePath = path.join(dir, 'upload');
    let received = false;
    let mapping: ImportMapping | undefined;
    const parts = request.parts({
      limits: { files: 1, fields: 4, parts: 5, fieldSize: 256 * 1024, fileSize: MAX_BYTES + 1 },
    });
    try {
      for await (const part of parts) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') {
            part.file.resume();
            continue;
          }
          await pipeline(part.file, fs.createWriteStream(filePath));
          if (part.file.truncated) {
            throw new AppError(413, messages.import.tooLarge(IMPORT_MAX_MB));
          }
          received = true;
        } else if (part.fieldname === 'mapping' && typeof part.value === 'string' && part.value.trim() !== '') {
          mapping = parseMapping(part.value);
        }
      }
    } catch (error) {
      throw multipartError(error, messages.import.noFile);
    }
    if (!received) {
      throw badRequest(messages.import.noFile);
    }
    const kind = await sniffKind(filePath);
    if (!kind) {
      throw badRequest(messages.import.notSpreadsheet);
    }
    return { file: { path: filePath, kind }, ...(mapping ? { mapping } : {}), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
