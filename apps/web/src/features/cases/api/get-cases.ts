import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { Case, CaseSort, CaseStatusFilter, Category } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

/** Cases per page of a list; more load as the user scrolls. */
export const CASES_PAGE_SIZE = 30;

/** What a list shows: a category or the caller's own cases ("Kasus Saya"), a search, a status, an order. */
export interface CaseListFilter {
  type?: Category;
  mine?: boolean;
  q: string;
  status?: CaseStatusFilter;
  sort: CaseSort;
}

export interface CasePage {
  cases: Case[];
  total: number;
  offset: number;
}

export async function getCases(filter: CaseListFilter, offset: number): Promise<CasePage> {
  const { type, mine, q, status, sort } = filter;
  const response = await api.get<Case[]>('/cases', {
    params: {
      ...(type ? { type } : {}),
      ...(mine ? { mine: 1 } : {}),
      ...(q ? { q } : {}),
      ...(status ? { status } : {}),
      sort,
      limit: CASES_PAGE_SIZE,
      offset,
    },
  });
  return { cases: response.data, total: Number(response.headers['x-total-count'] ?? response.data.length), offset };
}

export const casesQueryOptions = (filter: CaseListFilter) =>
  infiniteQueryOptions({
    queryKey: caseKeys.list(filter),
    queryFn: ({ pageParam }) => getCases(filter, pageParam),
    initialPageParam: 0,
    // While a new search runs, the old results stay on screen instead of flashing to skeletons.
    placeholderData: keepPreviousData,
    getNextPageParam: (last) => {
      const next = last.offset + last.cases.length;
      return last.cases.length > 0 && next < last.total ? next : undefined;
    },
  });
