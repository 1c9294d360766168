import { useMutation } from '@tanstack/react-query';
import type { RecoveryCodes } from '@pidsus/shared';
import { api } from '../../../lib/api-client';

/** Turns two-step sign-in on with a code of the app; answers the recovery codes, shown this once. */
export async function confirmTwoFactor(code: string): Promise<RecoveryCodes> {
  const response = await api.post<RecoveryCodes>('/profile/2fa/confirm', { code });
  return response.data;
}

/**
 * The status is read again only once the codes are put away (the section's `onDone`): refreshed now, the section
 * would show "Aktif" in place of the codes.
 */
export const useConfirmTwoFactor = () => useMutation({ mutationFn: confirmTwoFactor });
