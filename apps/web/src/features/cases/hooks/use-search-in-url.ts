import { useEffect } from 'react';
import { useNavigation, useSearchParams } from 'react-router';

/**
 * Keeps a (debounced) search in the address as `?q=`, replacing the entry, so that a case's page and back
 * return to the same results. Not while the user is already leaving for another page: writing the address then
 * would be a navigation of its own, and would cancel theirs (a 'Lihat Detail' clicked within the pause).
 */
export function useSearchInUrl(query: string): void {
  const [, setSearchParams] = useSearchParams();
  const leaving = useNavigation().state !== 'idle';
  useEffect(() => {
    if (leaving) {
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
  }, [query, setSearchParams, leaving]);
}
