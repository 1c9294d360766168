import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AVATAR_MAX_PIXELS } from '@pidsus/shared';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { ProfileService } from '../profile/service';
import type { AvatarsRepository } from './repository';
import { inspectImage } from './image';

const HOUR_MS = 60 * 60 * 1000;
export const avatarPath = (id: string) => `/api/avatars/${id}`;

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
      if (given.length !== expected.length || !timingSafeEqual(given, expected) || left <= 0) {
        return null;
      }
      return left;
    },
  };
}

export type AvatarLinks = ReturnType<typeof createAvatarLinks>;

export function createAvatarsService(deps: {
  avatars: AvatarsRepository;
  profileService: Pick<ProfileService, 'setAvatar'>;
  links: AvatarLinks;
  clock: Clock;
}) {
  const { avatars, profileService, links, clock } = deps;
  return {
    /** Checks the bytes (type by magic bytes, dimensions from the header) and makes it the user's avatar. */
    async upload(userId: number, bytes: Buffer) {
      const image = inspectImage(bytes);
      if (!image) {
        throw new AppError(415, messages.profile.avatarNotImage);
      }
      if (image.width * image.height > AVATAR_MAX_PIXELS) {
        throw badRequest(messages.profile.avatarTooManyPixels);
      }
      const id = randomBytes(16).toString('hex');
      await avatars.replaceForUser({
        id,
        user_id: userId,
        mime: image.mime,
        size: bytes.length,
        width: image.width,
        height: image.height,
        data: bytes,
        created_at: clock().toISOString(),
      });
      return profileService.setAvatar(userId, avatarPath(id));
    },

    /** The image behind a signed link, with how long it may be cached. */
    async read(id: string, exp: number, sig: string) {
      const maxAge = links.verify(avatarPath(id), exp, sig);
      if (maxAge === null) {
        throw forbidden(messages.profile.avatarLinkInvalid);
      }
      const avatar = await avatars.findById(id);
      if (!avatar) {
        throw notFound(messages.profile.avatarNotFound);
      }
      return { avatar, maxAge };
    },
  };
}

export type AvatarsService = ReturnType<typeof createAvatarsService>;
