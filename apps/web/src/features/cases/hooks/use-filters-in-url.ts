import { CASE_SORTS, CASE_STATUS_FILTERS, type CaseSort, type CaseStatusFilter } from '@pidsus/shared/constants';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The order a list opens on: what a prosecutor needs first, the coming hearings, nearest first. */
export const DEFAULT_SORT: CaseSort = 'upcoming';

const isSort = (value: string | null): value is CaseSort => CASE_SORTS.some((sort) => sort === value);
const isStatus = (value: string | null): value is CaseStatusFilter =>
  CASE_STATUS_FILTERS.some((status) => status === value);

/**
 * A list's order and status (a status, or `Belum Selesai`: every case not `Selesai`), kept in its address (`?sort=`,
 * `?status=`; the default order and "every status" leave
 * them out), so that 'Lihat Detail' and back return to the same list. The handlers keep their identity from render to
 * render: the memoized filters (CaseListFilters) are not drawn again with every render of the list.
 */
export function useFiltersInUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sortParam = searchParams.get('sort');
  const sort = isSort(sortParam) ? sortParam : DEFAULT_SORT;
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const setParam = useCallback(
    (name: string, value: string | undefined) =>
      setSearchParams(
        (params) => {
          if (value) {
            params.set(name, value);
          } else {
            params.delete(name);
          }
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const onSort = useCallback(
    (value: string) => setParam('sort', value === DEFAULT_SORT ? undefined : value),
    [setParam],
  );
  const onStatus = useCallback((value: CaseStatusFilter | undefined) => setParam('status', value), [setParam]);
  return { searchParams, sort, status, onSort, onStatus };
}
