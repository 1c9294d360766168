import { useCallback, useEffect, useState } from 'react';
import { markCase } from '../highlight';

/**
 * The case just saved (decisions §7.5): scrolled into view and marked for HIGHLIGHT_MS. A second save of the same
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
    return markCase(mark.caseId, () => setMark(null));
  }, [mark]);
  return { highlighted: mark?.caseId ?? null, highlight };
}
