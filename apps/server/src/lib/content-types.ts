/**
 * What the server tells a browser about stored user content (files now, case documents next), in one
 * place. Only the inline allow-list is sent with its real type: images the browser decodes without
 * running anything, and PDF for its own viewer (requirements §5 Preview). Everything else is inert —
 * `application/octet-stream`, or plain text, always as an attachment — so an uploaded `x.js`, `.html`,
 * `.svg` or `.xml` can never run as a script or page of the app's origin (decisions §6).
 */
export const INLINE_CONTENT_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
]);

/** True for the types a browser may show inline (the preview's images and PDF). */
export const isInlineContentType = (mime: string): boolean => INLINE_CONTENT_TYPES.has(mime);

/** How many first bytes `matchesContentType` needs to see (WebP's `RIFF….WEBP` is the longest). */
export const SNIFF_BYTES = 12;

const ascii = (head: Uint8Array, at: number, text: string) =>
  text.split('').every((char, index) => head[at + index] === char.charCodeAt(0));

/**
 * True when the first bytes of the content are those of the inline type it was recorded with (decisions §9, Files):
 * a file named `x.pdf` whose bytes are HTML is not a PDF, and is then served as inert bytes to download. False for
 * any type outside the inline allow-list.
 */
export function matchesContentType(mime: string, head: Uint8Array): boolean {
  switch (mime) {
    case 'image/jpeg':
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case 'image/png':
      return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte);
    case 'image/gif':
      return ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a');
    case 'image/webp':
      return ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP');
    case 'application/pdf':
      return ascii(head, 0, '%PDF-');
    default:
      return false;
  }
}

/** The Content-Type to send for stored content whose recorded type is `mime`. */
export function servedContentType(mime: string): string {
  if (isInlineContentType(mime)) {
    return mime;
  }
  return mime === 'text/plain' ? 'text/plain; charset=utf-8' : 'application/octet-stream';
}

/**
 * A content response is a document of its own: it runs no script, loads nothing, and may be framed by
 * the app only (the PDF preview). Chromium's PDF viewer works under this policy (checked with Debian's
 * Chromium, also with `object-src 'none'`); the app's own policy already allows same-origin frames.
 */
export const CONTENT_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * Headers every content response carries: its own CSP, no sniffing, and no use by other sites' pages; and, as it is
 * a document a browser shows (a PDF in the preview's frame or a tab of its own), what the API's short set leaves out
 * for data (`apiSecurityHeaders`): no referrer (a link in a PDF would otherwise send the signed link to another
 * site), a window of its own, framed by the app only also for browsers that know no `frame-ancestors`.
 */
export const CONTENT_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': CONTENT_CSP,
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'SAMEORIGIN',
} as const;
