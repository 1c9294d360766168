import type { FastifyReply, FastifyRequest } from 'fastify';
import { chosenEncoding, compressed } from '../../lib/compression';

/** Fastify's own type for the JSON it serializes: a cached answer goes out exactly as a fresh one. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer as it was sent: the serialized body and, for a list, its X-Total-Count; for a case, its audit label. */
export interface CachedAnswer {
  /** The serialized JSON, encoded (UTF-8). */
  body: Buffer;
  total?: string;
  label?: string;
  /** The body compressed, made by the first request that accepted it (plugins/compression.ts). */
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * A cached answer as the route returns it: its JSON as kept, or in the encoding the browser accepts, compressed once for
 * every request until a write, as the body was serialized once. The compression plugin leaves an encoded answer alone.
 *
 * The handler returns these bytes, and Fastify sends them as they are (they have their type). It does not return the
 * reply: an async handler that resolves to `reply` makes Fastify wait for the end of the response stream (`Reply.then`
 * adds listeners to it) on every request, ~4 % of a cached case's time (docs/performance.md). Typed as the route's
 * answer (`Answer`), which the bytes are, serialized once by the route's own serializer.
 */
export function answerBytes<Answer>(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Answer {
  reply.type(JSON_TYPE);
  const encoding = chosenEncoding(request.headers['accept-encoding'], answer.body.length);
  if (!encoding) {
    return answer.body as unknown as Answer;
  }
  reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  return (answer[encoding] ??= compressed(encoding, answer.body)) as unknown as Answer;
}

/**
 * The serialized answers of the case lists (a page of a category, a day of the board) and of one case, kept while the
 * database's `case_list_version` (migration 0009, raised by every write to `cases` in the writer's statement)
 * stays the same. The caller takes the version before anything else (list-version.ts: as this instance knows it,
 * read again after any sign of a write, and at least every 500 ms) and passes it to both calls: an entry is only
 * used under the version it was stored with, and the first request that sees a newer version empties the cache.
 * So an answer is never older than a write answered by this instance before the request began, nor than one
 * committed elsewhere more than a second before (decisions §10); what is saved is reading the rows and writing
 * their JSON for every request.
 */
export function createAnswerCache(maxEntries = 200) {
  let current: number | undefined;
  const answers = new Map<string, CachedAnswer>();
  return {
    get(version: number, key: string): CachedAnswer | undefined {
      if (version !== current) {
        answers.clear();
        current = version;
        return undefined;
      }
      return answers.get(key);
    },
    set(version: number, key: string, answer: CachedAnswer): void {
      if (version !== current) {
        return;
      }
      if (answers.size >= maxEntries) {
        answers.delete(answers.keys().next().value as string);
      }
      answers.set(key, answer);
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
