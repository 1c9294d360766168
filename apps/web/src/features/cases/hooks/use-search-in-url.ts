import { useEffect } from 'react';
import { useNavigation, useSearchParams } from 'react-router';

/**
 * Keeps a (debounced) search in the address as `?q=`, replacing the entry, so that a case's page and back
 * return to the same results. Not while the user is already leaving for another page: writing the address then
 * would be a navigation of its own, and would cancel theirs (a 'Lihat Detail' clicked within the pause). Nor when the
 * address says it already: a navigation to the same address reruns every loader of the page (React Router's
 * default) and draws the whole frame, top bar and all, twice more as a list opens (docs/performance.md, "A list opened
 * without a navigation of its own").
 */
export function useSearchInUrl(query: string): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const written = (searchParams.get('q') ?? '') === query;
  const leaving = useNavigation().state !== 'idle';
  useEffect(() => {
    if (leaving || written) {
      return;
    }
    setSearchParams(
      (params) => {
        if (query) {
          params.set('q', query);
        } else {
          params.delete('q');
        }
        return params;
      },
      { replace: true },
    );
  }, [query, setSearchParams, leaving, written]);
}
