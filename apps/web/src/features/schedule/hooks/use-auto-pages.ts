import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long a TV page stays on screen before the next one. */
export const PAGE_DWELL_MS = 12_000;

/**
 * Cuts rows of these heights into pages of at most `room` px each: where each page starts. A row never straddles two
 * pages; a row taller than the room has a page of its own.
 */
export function packPages(heights: readonly number[], room: number): number[] {
  const starts = [0];
  let used = 0;
  heights.forEach((height, index) => {
    if (used > 0 && used + height > room) {
      starts.push(index);
      used = 0;
    }
    used += height;
  });
  return starts;
}

/** The slice of `count` rows shown on page `page` (wrapping around) when pages start at `starts`. */
export function pageWindow(count: number, starts: readonly number[], page: number) {
  const pages = Math.max(1, starts.length);
  const current = page % pages;
  return { pages, current, start: starts[current] ?? 0, end: starts[current + 1] ?? count };
}

/** What a measurement was of (the rows, the room's changes, the table) and the pages it found. */
interface Measured {
  rows: readonly unknown[];
  changes: number;
  table: HTMLTableElement;
  starts: number[];
}

/** The height of the table's column headings and of each body row, as laid out now. */
function measureRows(table: HTMLTableElement) {
  const head = table.tHead?.getBoundingClientRect().height ?? 0;
  const rows = Array.from(table.tBodies[0]?.rows ?? [], (row) => row.getBoundingClientRect().height);
  return { head, rows };
}

/**
 * Splits the TV's rows into pages that fit the container given to `bodyRef` (the room below the board's header, headings included) and
 * turns the page every `dwellMs` when there is more than one: a board across the room cannot be scrolled. Rows are
 * as tall as their text (a title wraps, never cut; decisions §10), so the pages are cut from the rows' measured
 * heights: whenever the rows, the room or the fonts change, one render shows every row (`measuring`), a layout effect
 * measures them before the screen is painted, and the next render shows the page. Disabled: one page, every row.
 */
export function useAutoPages(options: {
  /** The rows shown; a new value is measured again. */
  rows: readonly unknown[];
  enabled: boolean;
  dwellMs?: number;
}) {
  const { rows, enabled, dwellMs = PAGE_DWELL_MS } = options;
  const count = rows.length;
  // The elements are read through refs when measuring, and kept in state to observe the room and to measure a new
  // table again.
  const containerRef = useRef<HTMLElement | null>(null);
  const tableRef = useRef<HTMLTableElement | null>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [table, setTable] = useState<HTMLTableElement | null>(null);
  const [changes, setChanges] = useState(0);
  const [measured, setMeasured] = useState<Measured | null>(null);
  const [page, setPage] = useState(0);
  const bodyRef = useCallback((element: HTMLElement | null) => {
    containerRef.current = element;
    setContainer(element);
  }, []);
  const tableCallback = useCallback((element: HTMLTableElement | null) => {
    tableRef.current = element;
    setTable(element);
  }, []);

  // The room and the fonts: either changes the rows' heights or what fits.
  useEffect(() => {
    if (!enabled || !container) {
      return undefined;
    }
    let width = 0;
    let height = 0;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.contentRect;
      if (box && (box.width !== width || box.height !== height)) {
        ({ width, height } = box);
        setChanges((value) => value + 1);
      }
    });
    observer.observe(container);
    const fontsLoaded = () => setChanges((value) => value + 1);
    document.fonts?.addEventListener?.('loadingdone', fontsLoaded);
    return () => {
      observer.disconnect();
      document.fonts?.removeEventListener?.('loadingdone', fontsLoaded);
    };
  }, [container, enabled]);

  const current =
    measured && measured.rows === rows && measured.changes === changes && measured.table === table ? measured : null;
  const measuring = enabled && current === null;

  useLayoutEffect(() => {
    const room = containerRef.current;
    const element = tableRef.current;
    if (!measuring || !room || !element) {
      return;
    }
    const { head, rows: heights } = measureRows(element);
    const next: Measured = { rows, changes, table: element, starts: packPages(heights, room.clientHeight - head) };
    setMeasured(next);
  }, [measuring, rows, changes, table]);

  const slice =
    enabled && current ? pageWindow(count, current.starts, page) : { pages: 1, current: 0, start: 0, end: count };

  useEffect(() => {
    if (slice.pages <= 1) {
      return undefined;
    }
    const timer = setInterval(() => setPage((value) => value + 1), dwellMs);
    return () => clearInterval(timer);
  }, [slice.pages, dwellMs]);

  return {
    start: slice.start,
    end: slice.end,
    page: slice.current,
    pages: slice.pages,
    measuring,
    /** For the element whose height is the room for the table, headings included. */
    bodyRef,
    /** For the table whose rows are measured. */
    tableRef: tableCallback,
  };
}
