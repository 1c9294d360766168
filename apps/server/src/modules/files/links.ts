import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a content link works: long enough to open a preview or start a download, short enough not to linger. */
export const LINK_TTL_SECONDS = 15 * 60;

/** A fresh random key for a new file's links. */
export const newLinkSecret = () => randomBytes(32).toString('hex');

function sign(secret: string, fileId: number, expires: number): string {
  return createHmac('sha256', secret).update(`${fileId}:${expires}`).digest('base64url');
}

/**
 * The `url` of decisions §3: `/api/files/files/:id/content?expires=…&signature=…`. The signature is an
 * HMAC with the file's own secret over its id and the expiry, so a link opens that one file only, until
 * it expires, and never after the file is deleted. No bearer token travels in the URL.
 */
export function contentUrl(file: { id: number; link_secret: string }, now: Date): string {
  return signedContentUrl(`/api/files/files/${file.id}/content`, file, now);
}

/**
 * A signed content link at `path` for an item with its own secret (a file, a case document): the same
 * signature and lifetime as `contentUrl`, checked by `verifyContentLink`.
 */
export function signedContentUrl(path: string, item: { id: number; link_secret: string }, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + LINK_TTL_SECONDS;
  return `${path}?expires=${expires}&signature=${sign(item.link_secret, item.id, expires)}`;
}

/** True when the signature was made for this file and this expiry, and the expiry has not passed. */
export function verifyContentLink(
  file: { id: number; link_secret: string },
  expires: number,
  signature: string,
  now: Date,
): boolean {
  const expected = Buffer.from(sign(file.link_secret, file.id, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) && expires * 1000 >= now.getTime();
}
