import { useEffect, useState } from 'react';

/** How long a TV page stays on screen before the next one. */
export const PAGE_DWELL_MS = 12_000;

/** How many rows of `rowHeight` fit under the headings in `height` px; at least one. */
export const rowsThatFit = (height: number, headHeight: number, rowHeight: number) =>
  Math.max(1, Math.floor((height - headHeight) / rowHeight));

/** The slice of `count` rows shown on page `page` (wrapping around) when `perPage` fit on one. */
export function pageWindow(count: number, perPage: number, page: number) {
  const pages = Math.max(1, Math.ceil(count / perPage));
  const current = page % pages;
  return { pages, current, start: current * perPage, end: Math.min(count, (current + 1) * perPage) };
}

/**
 * Splits `count` rows into pages that fit the height of `container` below its `headHeight` px of column
 * headings (rows of `rowHeight` px), and turns the page every `dwellMs` when there is more than one: a board
 * across the room cannot be scrolled. Disabled: one page with every row.
 */
export function useAutoPages(options: {
  container: HTMLElement | null;
  count: number;
  rowHeight: number;
  headHeight: number;
  enabled: boolean;
  dwellMs?: number;
}) {
  const { container, count, rowHeight, headHeight, enabled, dwellMs = PAGE_DWELL_MS } = options;
  const [height, setHeight] = useState(0);
  const [page, setPage] = useState(0);

  useEffect(() => {
    if (!enabled || !container) {
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => setHeight(entry?.contentRect.height ?? 0));
    observer.observe(container);
    return () => observer.disconnect();
  }, [container, enabled]);

  const perPage = enabled && height > 0 ? rowsThatFit(height, headHeight, rowHeight) : Math.max(count, 1);
  const { pages, current, start, end } = pageWindow(count, perPage, page);

  useEffect(() => {
    if (pages <= 1) {
      return undefined;
    }
    const timer = setInterval(() => setPage((value) => (value + 1) % pages), dwellMs);
    return () => clearInterval(timer);
  }, [pages, dwellMs]);

  return { start, end, page: current, pages };
}
