import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Avatars are shown to colleagues with `<img src>`, which cannot send the bearer token, and tokens
 * never go in URLs (decisions §2). So the API hands logged-in users a signed link instead: the path
 * plus an expiry and an HMAC over both, made with a key kept in the database (shared by every
 * instance). Expiries are rounded up to the next hour, so a link stays the same (and cacheable) for
 * an hour and is valid for one to two; anonymous visitors never get one.
 */
export function createAvatarLinks(key: string, clock: Clock) {
  const mac = (path: string, exp: number) => createHmac('sha256', key).update(`${path}\n${exp}`).digest('base64url');
  return {
    sign(path: string): string {
      const exp = (Math.floor(clock().getTime() / HOUR_MS) + 2) * (HOUR_MS / 1000);
      return `${path}?exp=${exp}&sig=${mac(path, exp)}`;
    },
    /** Seconds the link stays valid, or null when it is forged, altered or expired. */
    verify(path: string, exp: number, sig: string): number | null {
      const expected = Buffer.from(mac(path, exp));
      const given = Buffer.from(sig);
      const left = exp - Math.floor(clock().getTime() / 1000);
      // A link is made for one to two hours (`sign`); one further ahead was not made by the app (decisions §9).
      const tooFar = left > 2 * (HOUR_MS / 1000) + 60;
      if (given.length !== expected.length || !timingSafeEqual(given, expected) || left <= 0 || tooFar) {
        return null;
      }
      return left;
    },
  };
}

export type AvatarLinks = ReturnType<typeof createAvatarLinks>;

/** The key avatar links are signed with, kept in the database (migration), shared by every instance. */
export async function avatarSigningKey(db: Db): Promise<string> {
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'avatar_url_key')
    .executeTakeFirstOrThrow();
  return row.value;
}
