import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { BROTLI_OPTIONS, COMPRESSIBLE_TYPES, COMPRESSION_THRESHOLD, ENCODINGS } from '../lib/compression';

/**
 * Answers of 1 KB or more are sent compressed when the browser accepts it (brotli, else gzip; `Vary:
 * Accept-Encoding`): the office's network is weak. A day of the board with 168 hearings is ~130 KB of JSON, the
 * dashboard's cases ~136 KB, a page of a list ~48 KB; compressed, an eighth to a seventh of that (docs/performance.md).
 *
 * - The web app's own files are compressed once at build time (plugins/spa.ts); anything already encoded is left
 *   alone.
 * - Stored files are sent as stored: their routes turn compression off (`compress: false`), so that their length is
 *   known and their ranges stay byte ranges of the file.
 * - The cases' cached answers keep their compressed copies (modules/cases/answer-cache.ts) and are not compressed
 *   again per request.
 * - The session travels in an `Authorization` header that no other site can make a browser send, so the size of an
 *   answer tells a third party nothing (BREACH needs the victim's credentials on requests the attacker shapes).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: BROTLI_OPTIONS,
  });
}
