import { useDeferredValue, useState } from 'react';

/**
 * True once `ready` has been true, in a render React splits into short tasks (a transition: `useDeferredValue`)
 * rather than in the answer's own render, which React Query's store makes one long task. A phone's CPU draws a
 * screen's cards in a few hundred milliseconds; split, the page answers a tap meanwhile (docs/performance.md,
 * "Drawing after the answer"). Once true it stays true: a refetch must not take the cards away.
 */
export function useDrawnWhen(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  if (ready && !shown) {
    setShown(true);
  }
  return useDeferredValue(shown || ready, false);
}
