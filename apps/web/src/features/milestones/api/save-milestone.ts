import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Milestone, MilestoneInput } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { casesRootKey, deadlinesRootKey, scheduleRootKey } from '../../../lib/query-keys';
import { milestoneKeys } from './keys';

/** What an edit may change: the date, the number, the note. */
export type MilestoneChange = Partial<Pick<MilestoneInput, 'date' | 'number' | 'note'>>;

export async function createMilestone(caseId: number, input: MilestoneInput): Promise<Milestone> {
  const response = await api.post<Milestone>(`/cases/${caseId}/milestones`, input);
  return response.data;
}

export async function updateMilestone(caseId: number, id: number, change: MilestoneChange): Promise<Milestone> {
  const response = await api.put<Milestone>(`/cases/${caseId}/milestones/${id}`, change);
  return response.data;
}

export async function deleteMilestone(caseId: number, id: number): Promise<void> {
  await api.delete(`/cases/${caseId}/milestones/${id}`);
}

/**
 * The writes of a case's milestones. Each makes the case's milestones stale, the cases' queries (history, `Tahap`
 * in the lists and on the board) and the deadlines (a form may start some).
 */
export function useMilestoneWrites(caseId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [milestoneKeys.all, casesRootKey, scheduleRootKey, deadlinesRootKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return {
    create: useMutation({ mutationFn: (input: MilestoneInput) => createMilestone(caseId, input), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, change }: { id: number; change: MilestoneChange }) => updateMilestone(caseId, id, change),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteMilestone(caseId, id), onSuccess: refresh }),
  };
}
