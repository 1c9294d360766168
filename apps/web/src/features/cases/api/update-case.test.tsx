import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Case } from '@pidsus/shared';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { caseQueryOptions } from './get-case';
import { caseKeys } from './keys';
import { useUpdateCase } from './update-case';
import { useUpdateCaseStatus } from './update-case-status';
import { caseFixture } from '../../../test/case-fixture';

const before: Case = caseFixture();
const after: Case = {
  ...before,
  prosecutor: 'Rina Marlina',
  status: 'Selesai',
  updated_at: '2026-03-01T02:00:00.000Z',
};

/** A client with the detail on screen (an observer) and a list, a history and the board in the cache. */
function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(caseKeys.detail(7), before);
  const get = vi.spyOn(api, 'get').mockResolvedValue({ data: before } as HttpResponse);
  const put = vi.spyOn(api, 'put').mockResolvedValue({ data: after } as HttpResponse);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, get, put, invalidate, wrapper };
}

describe('a case write that answers with the case', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts the edited case into the detail without fetching it again', async () => {
    const { queryClient, get, put, invalidate, wrapper } = setup();
    const view = renderHook(() => ({ detail: useQuery(caseQueryOptions(7)), update: useUpdateCase(7) }), { wrapper });
    expect(view.result.current.detail.data).toEqual(before);

    await act(() =>
      view.result.current.update.mutateAsync({
        input: { ...before, prosecutor: 'Rina Marlina' },
        basedOn: before.updated_at,
      }),
    );
    expect(put).toHaveBeenCalledWith('/cases/7', expect.objectContaining({ updated_at: before.updated_at }));
    await waitFor(() => expect(view.result.current.detail.data).toEqual(after));
    expect(queryClient.getQueryState(caseKeys.detail(7))?.isInvalidated).toBe(false);
    expect(get).not.toHaveBeenCalledWith('/cases/7');
    // What lists or tells about the case is fetched again: the lists, its history, the board.
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['cases', 'list'],
      ['cases', 'history', 'case', 7],
      ['schedule'],
    ]);
  });

  it('does the same for a status change', async () => {
    const { queryClient, get, put, wrapper } = setup();
    const view = renderHook(() => useUpdateCaseStatus(7), { wrapper });
    await act(() => view.result.current.mutateAsync('Selesai'));
    expect(put).toHaveBeenCalledWith('/cases/7/status', { status: 'Selesai' });
    expect(queryClient.getQueryData(caseKeys.detail(7))).toEqual(after);
    expect(queryClient.getQueryState(caseKeys.detail(7))?.isInvalidated).toBe(false);
    expect(get).not.toHaveBeenCalled();
  });
});
