import { randomBytes } from 'node:crypto';
import { AVATAR_MAX_PIXELS, type User } from '@pidsus/shared';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { AvatarLinks } from '../content';
import type { AvatarsRepository } from './repository';
import { inspectImage } from './image';

export const avatarPath = (id: string) => `/api/avatars/${id}`;

export function createAvatarsService(deps: {
  avatars: AvatarsRepository;
  /** Points the account at its newly stored avatar and answers it: the profile's job, given by the app. */
  profileService: { setAvatar(userId: number, avatarPath: string): Promise<User> };
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
