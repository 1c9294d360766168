import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageWindow, rowsThatFit, useAutoPages } from './use-auto-pages';

describe('the TV board paging', () => {
  it('fits whole rows under the headings, at least one', () => {
    expect(rowsThatFit(800, 70, 100)).toBe(7);
    expect(rowsThatFit(870, 70, 100)).toBe(8);
    expect(rowsThatFit(50, 70, 100)).toBe(1);
  });

  it('cuts the day into pages and wraps around after the last', () => {
    expect(pageWindow(17, 7, 0)).toEqual({ pages: 3, current: 0, start: 0, end: 7 });
    expect(pageWindow(17, 7, 2)).toEqual({ pages: 3, current: 2, start: 14, end: 17 });
    expect(pageWindow(17, 7, 3)).toEqual({ pages: 3, current: 0, start: 0, end: 7 });
    expect(pageWindow(0, 7, 5)).toEqual({ pages: 1, current: 0, start: 0, end: 0 });
  });

  describe('useAutoPages', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('shows every row on one page when not on the TV', () => {
      const { result } = renderHook(() =>
        useAutoPages({ container: null, count: 40, rowHeight: 100, headHeight: 70, enabled: false }),
      );
      expect(result.current).toEqual({ start: 0, end: 40, page: 0, pages: 1 });
    });

    it('on the TV, measures the space and turns the page after the dwell time', () => {
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
      const container = document.createElement('div');
      const { result } = renderHook(() =>
        useAutoPages({ container, count: 10, rowHeight: 100, headHeight: 70, enabled: true, dwellMs: 5000 }),
      );
      act(() => report([{ contentRect: { height: 470 } } as ResizeObserverEntry], {} as ResizeObserver));
      expect(result.current).toEqual({ start: 0, end: 4, page: 0, pages: 3 });
      act(() => vi.advanceTimersByTime(5000));
      expect(result.current).toEqual({ start: 4, end: 8, page: 1, pages: 3 });
      act(() => vi.advanceTimersByTime(10_000));
      expect(result.current).toEqual({ start: 0, end: 4, page: 0, pages: 3 });
    });
  });
});
