import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, validationMessages } from '@pidsus/shared/constants';
import type { AvatarUploadResponse, User } from '@pidsus/shared';
import { idProfile } from '../../../i18n/id-profile';
import { uploadContent } from '../../../lib/content/upload-content';
import { setSessionAvatar } from '../../../lib/session/session';
import { profileQueryOptions } from '../../../lib/session/profile';

/** The client checks of requirements §5 before any byte is sent; null when the file may be uploaded. */
export function checkAvatarFile(file: File): string | null {
  if (!AVATAR_MIME_TYPES.some((type) => type === file.type)) {
    return validationMessages.avatarNotImage;
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return validationMessages.avatarTooLarge;
  }
  return null;
}

export async function uploadAvatar(file: File): Promise<AvatarUploadResponse> {
  // No time limit (uploadContent): the 5 s default would cut a slow 5 MB upload.
  const answer = await uploadContent<AvatarUploadResponse>('/profile/avatar', { avatar: file });
  if (!answer.success) {
    throw new Error(answer.error ?? idProfile.avatarFailed);
  }
  return answer;
}

/** Uploads the avatar and puts it in the profile query at once, so the top bar shows it immediately. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatar_url }) => {
      queryClient.setQueryData<User>(profileQueryOptions().queryKey, (user) => user && { ...user, avatar_url });
      if (avatar_url) {
        setSessionAvatar(avatar_url);
      }
    },
  });
}
