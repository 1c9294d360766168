import { useMutation } from '@tanstack/react-query';
import type { UserActionResponse } from '@pidsus/shared';
import { api } from '../../../lib/api-client';

/** Logs an account out on every device (`DELETE /api/users/:id/sessions`). */
export async function endUserSessions(id: number): Promise<UserActionResponse> {
  const response = await api.delete<UserActionResponse>(`/users/${id}/sessions`);
  return response.data;
}

export const useEndUserSessions = () => useMutation({ mutationFn: endUserSessions });
