import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Keeps a (debounced) search in the address as `?q=`, replacing the entry, so that a case's page and back
 * return to the same results.
 */
export function useSearchInUrl(query: string): void {
  const [, setSearchParams] = useSearchParams();
  useEffect(() => {
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
  }, [query, setSearchParams]);
}
