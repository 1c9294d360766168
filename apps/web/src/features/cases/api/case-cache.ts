import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Case } from '@pidsus/shared';
import { scheduleRootKey } from '../../../lib/query-keys';
import { expectOwnChange } from '../../../lib/realtime/own-changes';
import { caseKeys, caseViewKeys } from './keys';

/** What one case's change makes stale besides its detail: the lists, its history and the schedule board. */
const refetchAround = (queryClient: QueryClient, caseId: number) =>
  Promise.all(
    [caseKeys.lists, caseKeys.history(caseId), scheduleRootKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/**
 * After a case is created (`created`: its id): every query that shows cases (lists, details, histories) and the board
 * are stale; the server's `cases:changed` for it is then this tab's own echo (lib/realtime/own-changes.ts).
 */
export function useInvalidateCases() {
  const queryClient = useQueryClient();
  return (created?: number) => {
    if (created !== undefined) {
      expectOwnChange(created);
    }
    return Promise.all(caseViewKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

/**
 * After a write that answers with the case: the answer is the detail (no refetch of it); what lists or
 * tells about the case is fetched again.
 */
export function useStoreCase(caseId: number) {
  const queryClient = useQueryClient();
  return (updated: Case) => {
    // A write that changed nothing (same `updated_at`) is told to no one: no echo to wait for.
    if (queryClient.getQueryData<Case>(caseKeys.detail(caseId))?.updated_at !== updated.updated_at) {
      expectOwnChange(caseId);
    }
    queryClient.setQueryData(caseKeys.detail(caseId), updated);
    return refetchAround(queryClient, caseId);
  };
}

/**
 * After a deletion: the detail query is left alone, so the screen still shows the case (its actions
 * disabled) for the second before it returns to the list; refetching it now would only turn it into a 404.
 */
export function useForgetCase(caseId: number) {
  const queryClient = useQueryClient();
  return () => {
    expectOwnChange(caseId);
    return refetchAround(queryClient, caseId);
  };
}
