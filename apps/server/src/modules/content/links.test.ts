import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { CLOCK_SKEW_SECONDS, contentUrl, LINK_TTL_SECONDS, newLinkSecret, verifyContentLink } from './links';

const parse = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return { expires: Number(parsed.searchParams.get('expires')), signature: parsed.searchParams.get('signature') ?? '' };
};

describe('signed content links', () => {
  const file = { id: 7, link_secret: newLinkSecret() };
  const now = new Date('2026-11-22T01:00:00Z');

  it('opens its own file until it expires', () => {
    const { expires, signature } = parse(contentUrl(file, now));
    expect(verifyContentLink(file, expires, signature, now)).toBe(true);
    expect(verifyContentLink(file, expires, signature, new Date(now.getTime() + LINK_TTL_SECONDS * 1000))).toBe(true);
    expect(verifyContentLink(file, expires, signature, new Date(now.getTime() + LINK_TTL_SECONDS * 1000 + 1000))).toBe(
      false,
    );
  });

  it('opens no other file, not even one with the same id but another secret, and no other expiry', () => {
    const { expires, signature } = parse(contentUrl(file, now));
    expect(verifyContentLink({ id: 8, link_secret: file.link_secret }, expires, signature, now)).toBe(false);
    expect(verifyContentLink({ id: 7, link_secret: newLinkSecret() }, expires, signature, now)).toBe(false);
    expect(verifyContentLink(file, expires + 1, signature, now)).toBe(false);
    expect(verifyContentLink(file, expires, `${signature}x`, now)).toBe(false);
  });

  it('refuses a correctly signed link whose expiry is further ahead than a link lives (one forged with a leaked secret)', () => {
    const signed = (expires: number) =>
      createHmac('sha256', file.link_secret).update(`${file.id}:${expires}`).digest('base64url');
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const tenYears = nowSeconds + 10 * 365 * 24 * 60 * 60;
    expect(verifyContentLink(file, tenYears, signed(tenYears), now)).toBe(false);
    const justBeyond = nowSeconds + LINK_TTL_SECONDS + CLOCK_SKEW_SECONDS + 1;
    expect(verifyContentLink(file, justBeyond, signed(justBeyond), now)).toBe(false);
    // A link made by an instance whose clock runs a little ahead still opens.
    const aheadOfUs = nowSeconds + LINK_TTL_SECONDS + CLOCK_SKEW_SECONDS;
    expect(verifyContentLink(file, aheadOfUs, signed(aheadOfUs), now)).toBe(true);
  });
});
