import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserActionResponse } from '@pidsus/shared';
import { HttpError } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/**
 * `DELETE /api/users/:id[?reassign_to=]` answers `{ success, error }` (requirements §7); a false success is a failure
 * too. With `reassignTo`, that staff account takes over every case-team membership (decisions §8.7).
 */
export async function deleteUser({ id, reassignTo }: { id: number; reassignTo?: number }): Promise<UserActionResponse> {
  const response = await api.delete<UserActionResponse>(`/users/${id}`, {
    params: reassignTo === undefined ? undefined : { reassign_to: reassignTo },
  });
  if (!response.data.success) {
    throw new Error(response.data.error ?? '');
  }
  return response.data;
}

/** The number of cases of a deletion refused because the account is still on their teams (409 `{ cases }`), or null. */
export function casesStillHeld(error: unknown): number | null {
  if (error instanceof HttpError && error.response?.status === 409) {
    const cases: unknown = (error.response.data as { cases?: unknown } | undefined)?.cases;
    return typeof cases === 'number' ? cases : null;
  }
  return null;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
