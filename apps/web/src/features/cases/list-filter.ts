import { CASE_SORTS, CASE_STATUS_FILTERS, type CaseSort, type CaseStatusFilter } from '@pidsus/shared/constants';
import type { Category } from '@pidsus/shared';
import type { CaseListFilter } from './api/get-cases';

/** The order a list opens on: what a prosecutor needs first, the coming hearings, nearest first. */
export const DEFAULT_SORT: CaseSort = 'upcoming';

const isSort = (value: string | null): value is CaseSort => CASE_SORTS.some((sort) => sort === value);
const isStatus = (value: string | null): value is CaseStatusFilter =>
  CASE_STATUS_FILTERS.some((status) => status === value);

/** A list's order in its address (`?sort=`), the default when it names none or one unknown. */
export const sortIn = (params: URLSearchParams): CaseSort => {
  const value = params.get('sort');
  return isSort(value) ? value : DEFAULT_SORT;
};

/** A list's status in its address (`?status=`), none (every status) when it names none or one unknown. */
export const statusIn = (params: URLSearchParams): CaseStatusFilter | undefined => {
  const value = params.get('status');
  return isStatus(value) ? value : undefined;
};

/**
 * What a list opened at an address shows first: the filter its screen asks for as it is drawn (case-list-page.tsx),
 * and so the same query, found answered or on its way when the route asked for it first (app/early-data.ts).
 */
export const listFilterAt = (
  params: URLSearchParams,
  list: { category?: Category; mine?: boolean },
): CaseListFilter => ({
  type: list.category,
  mine: list.mine ?? false,
  q: (params.get('q') ?? '').trim(),
  status: statusIn(params),
  sort: sortIn(params),
});
