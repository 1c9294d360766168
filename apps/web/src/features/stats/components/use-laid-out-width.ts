import { startTransition, useCallback, useState } from 'react';

/**
 * The width (whole px) an element is laid out at, told by a `ResizeObserver`, and the ref to give that element; null
 * until the browser has laid it out. The observer is told after a layout the browser does anyway, so reading it
 * forces none; each change comes in a transition, which React splits into short tasks. A chart given its size this way
 * does not measure itself: MUI X Charts reads its container's size with `getComputedStyle` as it mounts, a layout of the
 * whole page forced per chart, and drew `/admin/stats`' six charts in one task of ~0.5 s on a phone's CPU
 * (docs/performance.md, "The statistics' charts given their width").
 */
export function useLaidOutWidth<T extends HTMLElement>(): [
  ref: (element: T | null) => () => void,
  width: number | null,
] {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((element: T | null) => {
    if (!element) {
      return () => undefined;
    }
    // The width last told: the same width again (a height changed, a fraction of a pixel) draws nothing.
    let told: number | null = null;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next !== told) {
        told = next;
        startTransition(() => setWidth(next));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
