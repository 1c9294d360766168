import { useMutation } from '@tanstack/react-query';
import type { TwoFactorEnrolment } from '@pidsus/shared';
import { api } from '../../../lib/api-client';

/** A new secret, not active until a code of it is confirmed: the QR code's URI and the secret as text. */
export async function startTwoFactor(): Promise<TwoFactorEnrolment> {
  const response = await api.post<TwoFactorEnrolment>('/profile/2fa');
  return response.data;
}

export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });
