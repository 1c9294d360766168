import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { CaseStatusFilter } from '@pidsus/shared/constants';
import { DEFAULT_SORT, sortIn, statusIn } from '../list-filter';

/**
 * A list's order and status (a status, or `Belum Selesai`: every case not `Selesai`), kept in its address (`?sort=`,
 * `?status=`; the default order and "every status" leave
 * them out), so that 'Lihat Detail' and back return to the same list. The handlers keep their identity from render to
 * render: the memoized filters (CaseListFilters) are not drawn again with every render of the list.
 */
export function useFiltersInUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = sortIn(searchParams);
  const status = statusIn(searchParams);
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
