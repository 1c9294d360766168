import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';

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

/**
 * How many of a screen's `total` parts to draw: none until `ready` (and drawn as `useDrawnWhen` does), then one more
 * part in each render, each committed on its own. React cannot split a commit: mounting a case's team, its eight
 * sections and its history in one made one task of ~290 ms on a phone's CPU (emotion inserting the styles of every
 * component first drawn), blocking the page; one part per commit keeps each task short (docs/performance.md, "A case's
 * parts drawn one by one"). Once all are drawn it stays so.
 */
export function useDrawnInSteps(ready: boolean, total: number): number {
  const drawn = useDrawnWhen(ready);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (drawn && count < total) {
      startTransition(() => setCount((current) => current + 1));
    }
  }, [drawn, count, total]);
  return drawn ? count : 0;
}

/**
 * The first `perCommit` of `items`, then `perCommit` more in each commit (`useDrawnInSteps`), until all are drawn: then
 * `items` itself. Thirty cards of a list mounted in one commit made one long task on a phone's CPU (docs/performance.md,
 * "A list's cards drawn a few at a time"). More items (the next page) are drawn the same way; other items of a length
 * already drawn (a filter changed) come at once.
 */
export function useDrawnAFewAtATime<T>(items: T[], perCommit: number): T[] {
  const steps = useDrawnInSteps(items.length > 0, Math.ceil(items.length / perCommit));
  return useMemo(
    () => (steps * perCommit >= items.length ? items : items.slice(0, steps * perCommit)),
    [items, steps, perCommit],
  );
}
