import { useCallback, useEffect, useState } from 'react';
import { HIGHLIGHT_MS, scrollToCase } from '../components/highlight';

/**
 * The case just saved (contract §7.5): scrolled into view and marked for HIGHLIGHT_MS. A second save of the same
 * case marks it again.
 */
export function useHighlight() {
  const [mark, setMark] = useState<{ caseId: number; count: number } | null>(null);
  const highlight = useCallback(
    (caseId: number) => setMark((current) => ({ caseId, count: (current?.count ?? 0) + 1 })),
    [],
  );
  useEffect(() => {
    if (!mark) {
      return undefined;
    }
    scrollToCase(mark.caseId);
    const timer = setTimeout(() => setMark(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [mark]);
  return { highlighted: mark?.caseId ?? null, highlight };
}
