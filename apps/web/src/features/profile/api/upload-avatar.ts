import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, validationMessages } from '@pidsus/shared/constants';
import type { AvatarUploadResponse, User } from '@pidsus/shared';
import { idProfile } from '../../../i18n/id-profile';
import { api } from '../../../lib/api-client';
import { storageKeys } from '../../../lib/session';
import { profileQueryOptions } from '../../../lib/profile';

/** Upload takes as long as the file needs: the 5 s default timeout would cut a slow 5 MB upload. */
const UPLOAD_TIMEOUT_MS = 0;

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
  const form = new FormData();
  form.append('avatar', file);
  const response = await api.post<AvatarUploadResponse>('/profile/avatar', form, { timeout: UPLOAD_TIMEOUT_MS });
  if (!response.data.success) {
    throw new Error(response.data.error ?? idProfile.avatarFailed);
  }
  return response.data;
}

/** Uploads the avatar and puts it in the profile query at once, so the top bar shows it immediately. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatar_url }) => {
      queryClient.setQueryData<User>(profileQueryOptions().queryKey, (user) => user && { ...user, avatar_url });
      if (avatar_url) {
        localStorage.setItem(storageKeys.avatar, avatar_url);
      }
    },
  });
}
