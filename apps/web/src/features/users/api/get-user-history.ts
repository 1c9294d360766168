import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** The newest HISTORY_MAX entries, newest first; `total` counts them all (`X-Total-Count`). */
export async function getUserHistory(userId: number): Promise<{ entries: AuditEntry[]; total: number }> {
  const response = await api.get<AuditEntry[]>(`/users/${userId}/history`);
  return { entries: response.data, total: Number(response.headers['x-total-count'] ?? response.data.length) };
}

export const userHistoryQueryOptions = (userId: number) =>
  queryOptions({ queryKey: userKeys.history(userId), queryFn: () => getUserHistory(userId) });

/** The audit trail of admin actions on one account; fetched only while its dialog is open. */
export const useUserHistory = (userId: number | null) =>
  useQuery({ ...userHistoryQueryOptions(userId ?? 0), enabled: userId !== null });
