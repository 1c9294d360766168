import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Case } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

/** Follows (`follow: true`) or stops following the case; answers whether the caller now follows it. */
export async function setFollowing(caseId: number, follow: boolean): Promise<boolean> {
  const response = await api.request<{ following: boolean }>({
    method: follow ? 'PUT' : 'DELETE',
    url: `/cases/${caseId}/follow`,
  });
  return response.data.following;
}

/** The detail shows the new state at once; the lists (which carry `following` too) are fetched again. */
export function useFollowCase(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(caseId, follow),
    onSuccess: (following) => {
      queryClient.setQueryData<Case>(caseKeys.detail(caseId), (current) =>
        current ? { ...current, following } : current,
      );
      return queryClient.invalidateQueries({ queryKey: caseKeys.lists });
    },
  });
}
