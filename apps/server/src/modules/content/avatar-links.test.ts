import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAvatarLinks } from './avatar-links';

describe('signed avatar links', () => {
  const key = 'kunci-uji';
  const now = new Date('2026-11-22T01:20:00Z');
  const links = createAvatarLinks(key, () => now);
  const forged = (path: string, exp: number) => createHmac('sha256', key).update(`${path}\n${exp}`).digest('base64url');

  it('opens for one to two hours, rounded to the hour', () => {
    const url = new URL(links.sign('/api/avatars/abc'), 'http://x');
    const exp = Number(url.searchParams.get('exp'));
    const left = links.verify('/api/avatars/abc', exp, url.searchParams.get('sig') ?? '');
    expect(left).toBeGreaterThan(60 * 60);
    expect(left).toBeLessThanOrEqual(2 * 60 * 60);
  });

  it('refuses a correctly signed link that lives longer than two hours (made with a leaked key)', () => {
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const tenYears = nowSeconds + 10 * 365 * 24 * 60 * 60;
    expect(links.verify('/api/avatars/abc', tenYears, forged('/api/avatars/abc', tenYears))).toBeNull();
    const threeHours = nowSeconds + 3 * 60 * 60;
    expect(links.verify('/api/avatars/abc', threeHours, forged('/api/avatars/abc', threeHours))).toBeNull();
  });
});
