import contentDisposition from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { ContentService, StoredContentRow } from './content-service';
import {
  CONTENT_SECURITY_HEADERS,
  SNIFF_BYTES,
  isInlineContentType,
  matchesContentType,
  servedContentType,
} from '../../lib/content-types';
import { messages } from '../../messages';

/**
 * The plain `filename=` of Content-Disposition for old clients: ASCII only (accents dropped, anything
 * else a `?`); the real name travels in `filename*=UTF-8''`. Raw Latin-1 bytes there would be read
 * differently by different clients.
 */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

/**
 * RFC 9110 §14.1.2-14.1.3 where range-parser differs: a suffix range longer than the file means the
 * whole file (206), and a range whose last position is before its first makes the header invalid,
 * so it is ignored (200 with the whole file, as for any malformed header).
 */
function normalizedRange(header: string, size: number): string {
  const match = /^bytes=(.*)$/i.exec(header.trim());
  if (!match?.[1]) {
    return header;
  }
  const specs = match[1].split(',').map((spec) => spec.trim());
  const normalized: string[] = [];
  for (const spec of specs) {
    const bounded = /^(\d+)-(\d+)$/.exec(spec);
    if (bounded && Number(bounded[2]) < Number(bounded[1])) {
      return 'invalid';
    }
    const suffix = /^-(\d+)$/.exec(spec);
    normalized.push(suffix && Number(suffix[1]) > size ? `-${size}` : spec);
  }
  return `bytes=${normalized.join(',')}`;
}

/** The first bytes of stored content (at most SNIFF_BYTES). */
async function readHead(content: Pick<ContentService, 'open'>, file: StoredContentRow, size: number) {
  const chunks: Buffer[] = [];
  for await (const chunk of await content.open(file, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 })) {
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/**
 * Whether content recorded as an inline type (an image, a PDF) really starts as one: the recorded type came from
 * the name, which the uploader chose. Only then is it served with its type (decisions §9, Files).
 */
async function keepsInlineType(content: Pick<ContentService, 'open'>, file: StoredContentRow, size: number) {
  return (
    isInlineContentType(file.mime) && size > 0 && matchesContentType(file.mime, await readHead(content, file, size))
  );
}

/**
 * Sends a file's content: Content-Disposition with the original name (RFC 6266 / RFC 5987 via the
 * `content-disposition` package), inline only for images and PDF whose first bytes are theirs, any other type as
 * inert bytes, nosniff,
 * not readable by other origins, no caching of confidential
 * content, and single HTTP ranges (206 / 416) for media players, PDF viewers and resumed downloads.
 */
export async function sendContent(
  request: FastifyRequest,
  reply: FastifyReply,
  content: Pick<ContentService, 'open'>,
  file: StoredContentRow,
  download: boolean,
) {
  const size = Number(file.size);
  // Only the inline allow-list keeps its real type, and only when the first bytes are of that type; anything
  // else is inert bytes to download (decisions §6, §9).
  const typed = await keepsInlineType(content, file, size);
  const inline = !download && typed;
  reply
    .headers(CONTENT_SECURITY_HEADERS)
    .header(
      'content-type',
      typed || !isInlineContentType(file.mime) ? servedContentType(file.mime) : 'application/octet-stream',
    )
    .header(
      'content-disposition',
      contentDisposition(file.name, { type: inline ? 'inline' : 'attachment', fallback: asciiFallback(file.name) }),
    )
    .header('cache-control', 'private, no-store')
    .header('accept-ranges', 'bytes')
    .header('etag', `"${file.sha256}"`);

  const rangeHeader = request.headers.range;
  const ifRange = request.headers['if-range'];
  const rangeApplies =
    rangeHeader !== undefined && size > 0 && (ifRange === undefined || ifRange === `"${file.sha256}"`);
  const ranges = rangeApplies ? parseRange(size, normalizedRange(rangeHeader, size), { combine: true }) : -2;
  if (ranges === -1) {
    return reply
      .status(416)
      .header('content-range', `bytes */${size}`)
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', null)
      .send({ message: messages.files.rangeNotSatisfiable });
  }
  // One range is served; several (rare, and multipart/byteranges) or a malformed header get the whole file.
  if (Array.isArray(ranges) && ranges.length === 1 && ranges.type === 'bytes') {
    const [range] = ranges;
    if (range) {
      const stream = await content.open(file, range);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(stream);
    }
  }
  if (size === 0) {
    return reply.header('content-length', 0).send('');
  }
  const stream = await content.open(file);
  return reply.header('content-length', size).send(stream);
}
