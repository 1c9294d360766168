import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Letter, LetterInput } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { casesRootKey, deadlinesRootKey, scheduleRootKey } from '../../../lib/query-keys';
import { milestoneKeys } from './keys';

/** `POST /api/cases/:id/letters` (decisions §8.6): the numbered milestone and the filled document. */
export async function createLetter(caseId: number, input: LetterInput): Promise<Letter> {
  const response = await api.post<Letter>(`/cases/${caseId}/letters`, input);
  return response.data;
}

/**
 * Makes a letter; the case's milestones and, under the cases' root, its documents and history go stale (and the
 * deadlines the form may start).
 */
export function useCreateLetter(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LetterInput) => createLetter(caseId, input),
    onSuccess: () =>
      Promise.all(
        [milestoneKeys.all, casesRootKey, scheduleRootKey, deadlinesRootKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
