import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Case, Category } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

/** Cases per page of the category list; more load as the user scrolls. */
export const CASES_PAGE_SIZE = 30;

export interface CasePage {
  cases: Case[];
  total: number;
  offset: number;
}

export async function getCases(type: Category, q: string, offset: number): Promise<CasePage> {
  const response = await api.get<Case[]>('/cases', {
    params: { type, ...(q ? { q } : {}), limit: CASES_PAGE_SIZE, offset },
  });
  return { cases: response.data, total: Number(response.headers['x-total-count'] ?? response.data.length), offset };
}

export const casesQueryOptions = (type: Category, q: string) =>
  infiniteQueryOptions({
    queryKey: caseKeys.list(type, q),
    queryFn: ({ pageParam }) => getCases(type, q, pageParam),
    initialPageParam: 0,
    // While a new search runs, the old results stay on screen instead of flashing to skeletons.
    placeholderData: keepPreviousData,
    getNextPageParam: (last) => {
      const next = last.offset + last.cases.length;
      return last.cases.length > 0 && next < last.total ? next : undefined;
    },
  });

export const useCases = (type: Category, q: string) => useInfiniteQuery(casesQueryOptions(type, q));
