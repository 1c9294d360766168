import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { packPages, pageWindow, useAutoPages } from './use-auto-pages';

/** A table whose headings and rows report these heights, in a container of `room` px. */
function layout(room: number, head: number, rows: number[]) {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientHeight', { value: room, configurable: true });
  const table = document.createElement('table');
  const box = (height: number) => () => ({ height }) as DOMRect;
  table.createTHead().getBoundingClientRect = box(head);
  const body = table.createTBody();
  for (const height of rows) {
    body.insertRow().getBoundingClientRect = box(height);
  }
  return { container, table };
}

/** What the hook says is on screen, without its refs. */
const shown = ({ start, end, page, pages, measuring }: ReturnType<typeof useAutoPages>) => ({
  start,
  end,
  page,
  pages,
  measuring,
});

describe('the TV board paging', () => {
  it('fills a page with whole rows of their own heights and starts the next with the row that does not fit', () => {
    expect(packPages([100, 100, 100], 250)).toEqual([0, 2]);
    expect(packPages([100, 150, 100, 40], 250)).toEqual([0, 2]);
    expect(packPages([60, 60, 60, 60], 1000)).toEqual([0]);
    // A row taller than the room is a page of its own, not lost.
    expect(packPages([100, 400, 100], 250)).toEqual([0, 1, 2]);
    expect(packPages([], 250)).toEqual([0]);
  });

  it('cuts the day into pages and wraps around after the last', () => {
    expect(pageWindow(17, [0, 7, 14], 0)).toEqual({ pages: 3, current: 0, start: 0, end: 7 });
    expect(pageWindow(17, [0, 7, 14], 2)).toEqual({ pages: 3, current: 2, start: 14, end: 17 });
    expect(pageWindow(17, [0, 7, 14], 3)).toEqual({ pages: 3, current: 0, start: 0, end: 7 });
    expect(pageWindow(0, [0], 5)).toEqual({ pages: 1, current: 0, start: 0, end: 0 });
  });

  describe('useAutoPages', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('shows every row on one page when not on the TV', () => {
      const rows = Array.from({ length: 40 }, (_, index) => index);
      const { result } = renderHook(() => useAutoPages({ rows, enabled: false }));
      expect(shown(result.current)).toEqual({ start: 0, end: 40, page: 0, pages: 1, measuring: false });
    });

    it('on the TV, measures the rows, pages by their heights and turns the page after the dwell time', () => {
      vi.useFakeTimers();
      let report: ResizeObserverCallback = () => undefined;
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: ResizeObserverCallback) {
            report = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
      // 470 px of room, 70 of them headings: rows of 150, 150, 120, 200, 100 and 350 px make pages of 2, 2, 1 and 1.
      const { container, table } = layout(470, 70, [150, 150, 120, 200, 100, 350]);
      const rows = [1, 2, 3, 4, 5, 6];
      const { result } = renderHook(() => useAutoPages({ rows, enabled: true, dwellMs: 5000 }));
      expect(result.current.measuring).toBe(true);
      act(() => {
        result.current.bodyRef(container);
        result.current.tableRef(table);
      });
      expect(shown(result.current)).toEqual({ start: 0, end: 2, page: 0, pages: 4, measuring: false });
      act(() => vi.advanceTimersByTime(5000));
      expect(shown(result.current)).toEqual({ start: 2, end: 4, page: 1, pages: 4, measuring: false });
      act(() => vi.advanceTimersByTime(15_000));
      expect(shown(result.current)).toEqual({ start: 0, end: 2, page: 0, pages: 4, measuring: false });

      // A larger room (the connection notice went away): measured again, fewer pages.
      Object.defineProperty(container, 'clientHeight', { value: 1070 });
      act(() => report([{ contentRect: { width: 800, height: 1070 } } as ResizeObserverEntry], {} as ResizeObserver));
      expect(result.current.pages).toBe(2);
      expect(result.current.measuring).toBe(false);
    });
  });
});
