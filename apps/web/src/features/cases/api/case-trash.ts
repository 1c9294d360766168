import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Case, TrashedCase } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { caseViewKeys, caseKeys } from './keys';

/**
 * GET /trash/cases: the trashed cases, newest deletion first (decisions §7.3), at most `TRASH_CASES_MAX`; `total`
 * is how many there are (`X-Total-Count`).
 */
export async function getTrashedCases(): Promise<{ items: TrashedCase[]; total: number }> {
  const response = await api.get<TrashedCase[]>('/trash/cases');
  const total = Number(response.headers['x-total-count']);
  return { items: response.data, total: Number.isFinite(total) ? total : response.data.length };
}

export const useTrashedCases = () => useQuery({ queryKey: caseKeys.trash, queryFn: getTrashedCases });

/** POST /trash/cases/:id/restore: the case, back in every list. */
export async function restoreCase(caseId: number): Promise<Case> {
  return (await api.post<Case>(`/trash/cases/${caseId}/restore`)).data;
}

/** DELETE /trash/cases/:id (admins): gone for good. */
export async function purgeCase(caseId: number): Promise<void> {
  await api.delete(`/trash/cases/${caseId}`);
}

/** Every query that shows cases (lists, details, histories, the trash) and the board. */
function useRefetchCases() {
  const queryClient = useQueryClient();
  return () => Promise.all(caseViewKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Restores a case; the lists, the board and the trash are fetched again (other tabs hear `cases:changed`). */
export function useRestoreCase() {
  const refetch = useRefetchCases();
  return useMutation({ mutationFn: restoreCase, onSettled: () => refetch() });
}

export function usePurgeCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeCase,
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseKeys.trash }),
  });
}
