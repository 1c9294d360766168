import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from '@pidsus/shared';
import { api } from '../../../lib/api-client';

export async function changePassword(input: PasswordChange): Promise<void> {
  await api.put('/profile/password', input);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
