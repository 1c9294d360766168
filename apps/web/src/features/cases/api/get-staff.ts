import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

/** The active staff accounts by name, for the team picker (an office has a few dozen: one call holds them all). */
export async function getStaff(): Promise<StaffMember[]> {
  const response = await api.get<StaffMember[]>('/staff');
  return response.data;
}

/** Loaded when the picker is first opened, then kept for five minutes. */
export const useStaff = (enabled: boolean) =>
  useQuery({ queryKey: caseKeys.staff(), queryFn: getStaff, enabled, staleTime: 5 * 60_000 });
