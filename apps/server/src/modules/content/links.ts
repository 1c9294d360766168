import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a content link works: long enough to open a preview or start a download, short enough not to linger. */
export const LINK_TTL_SECONDS = 15 * 60;

/** A fresh random key for a new file's links. */
export const newLinkSecret = () => randomBytes(32).toString('hex');

function sign(secret: string, fileId: number, expires: number, viewer?: number): string {
  const signed = viewer === undefined ? `${fileId}:${expires}` : `${fileId}:${expires}:${viewer}`;
  return createHmac('sha256', secret).update(signed).digest('base64url');
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
 * signature and lifetime as `contentUrl`, checked by `verifyContentLink`. With `viewer`, the link names the user it
 * was made for (`&viewer=<id>`, signed too), so that opening it is recorded as that user's read (decisions §9).
 */
export function signedContentUrl(
  path: string,
  item: { id: number; link_secret: string },
  now: Date,
  viewer?: number,
): string {
  const expires = Math.floor(now.getTime() / 1000) + LINK_TTL_SECONDS;
  const signature = sign(item.link_secret, item.id, expires, viewer);
  return `${path}?expires=${expires}&signature=${signature}${viewer === undefined ? '' : `&viewer=${viewer}`}`;
}

/**
 * How far ahead of an instance's clock another instance's may be: a link just made elsewhere still opens. Anything
 * further ahead than the lifetime plus this was not made by the app (decisions §9: a link copied from a backup with an
 * `expires` ten years ahead opened a file without login).
 */
export const CLOCK_SKEW_SECONDS = 60;

/**
 * True when the signature was made for this file and this expiry, the expiry has not passed, and it is no further
 * ahead than a link's lifetime.
 */
export function verifyContentLink(
  file: { id: number; link_secret: string },
  expires: number,
  signature: string,
  now: Date,
  viewer?: number,
): boolean {
  const expected = Buffer.from(sign(file.link_secret, file.id, expires, viewer));
  const given = Buffer.from(signature);
  const left = expires * 1000 - now.getTime();
  return (
    expected.length === given.length &&
    timingSafeEqual(expected, given) &&
    left >= 0 &&
    left <= (LINK_TTL_SECONDS + CLOCK_SKEW_SECONDS) * 1000
  );
}
