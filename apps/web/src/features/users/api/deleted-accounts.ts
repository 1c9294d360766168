import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletedAccountFiles } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/**
 * `GET /api/trash/accounts`: the deleted accounts whose files still wait for the daily purge (contract §9), the latest
 * deleted first; `total` counts them all (`X-Total-Count`).
 */
export async function getDeletedAccounts(): Promise<{ accounts: DeletedAccountFiles[]; total: number }> {
  const response = await api.get<DeletedAccountFiles[]>('/trash/accounts');
  return { accounts: response.data, total: Number(response.headers['x-total-count'] ?? response.data.length) };
}

/** Refreshed with the accounts: deleting one may add it here (`userKeys.all` covers both). */
export const useDeletedAccounts = () => useQuery({ queryKey: userKeys.deletedAccounts, queryFn: getDeletedAccounts });

/** `DELETE /api/trash/accounts/:id`: that deleted account's files and folders purged now. */
export function usePurgeDeletedAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(`/trash/accounts/${id}`);
    },
    // Either way: a refusal may mean the daily purge took them meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.deletedAccounts }),
  });
}
