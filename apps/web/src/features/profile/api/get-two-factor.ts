import { useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** Whether two-step sign-in is on for the caller, and whether the account must have it. */
export async function getTwoFactor(): Promise<TwoFactorStatus> {
  const response = await api.get<TwoFactorStatus>('/profile/2fa');
  return response.data;
}

export const useTwoFactor = () => useQuery({ queryKey: profileKeys.twoFactor(), queryFn: getTwoFactor });
