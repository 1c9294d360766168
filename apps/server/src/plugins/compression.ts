import type { FastifyInstance } from 'fastify';
import { COMPRESSIBLE_TYPES, chosenEncoding, compressed } from '../lib/compression';

/**
 * Answers of 1 KB or more are sent compressed when the browser accepts it (brotli, else gzip; `Vary:
 * Accept-Encoding`): the office's network is weak. A day of the board with 168 hearings is ~130 KB of JSON, the
 * dashboard's cases ~136 KB, a page of a list ~48 KB; compressed, an eighth to a seventh of that (docs/performance.md).
 *
 * - Only answers the server holds whole (JSON, and text it writes itself) are compressed. Streams are sent as they
 *   are: the stored files (their length known, their ranges byte ranges of the file), exports and letters, which are
 *   compressed formats already.
 * - The web app's own files are compressed once at build time (plugins/spa.ts); anything already encoded is left
 *   alone, as are the cases' cached answers, which keep their compressed copies (modules/cases/answer-cache.ts).
 * - The session travels in an `Authorization` header that no other site can make a browser send, so the size of an
 *   answer tells a third party nothing (BREACH needs the victim's credentials on requests the attacker shapes).
 *
 * Written here rather than through @fastify/compress: that library's stream machinery and type table added ~3 MB to the
 * server's memory at start (docs/performance.md), for what these few lines do.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (
      (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
      reply.hasHeader('content-encoding') ||
      typeof type !== 'string' ||
      !COMPRESSIBLE_TYPES.test(type)
    ) {
      done(null, payload);
      return;
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const encoding = chosenEncoding(request.headers['accept-encoding'], body.length);
    if (!encoding) {
      done(null, payload);
      return;
    }
    const vary = reply.getHeader('vary');
    reply
      .header('content-encoding', encoding)
      .header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, accept-encoding` : 'accept-encoding')
      .removeHeader('content-length');
    done(null, compressed(encoding, body));
  });
}
