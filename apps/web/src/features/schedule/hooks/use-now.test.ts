import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFromNow, useNow } from './use-now';

describe('the time in a component (useNow, useFromNow)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-12-31T23:59:58Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('useNow draws again every second with the new time', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useNow();
    });
    expect(result.current.toISOString()).toBe('2026-12-31T23:59:58.000Z');
    for (let second = 0; second < 3; second += 1) {
      act(() => vi.advanceTimersByTime(1000));
    }
    expect(result.current.toISOString()).toBe('2027-01-01T00:00:01.000Z');
    expect(renders).toBe(4);
  });

  it('useFromNow draws again only when its value changes, within a second of the change (a new year here)', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useFromNow((now) => now.getUTCFullYear());
    });
    expect(result.current).toBe(2026);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2026);
    expect(renders).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2027);
    expect(renders).toBe(2);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(2027);
    expect(renders).toBe(2);
  });

  it('useFromNow computes again at once when what it computes from changes, and then follows the clock', () => {
    const { result, rerender } = renderHook(({ since }) => useFromNow((now) => now.getTime() - since > 60_000), {
      initialProps: { since: Date.now() },
    });
    expect(result.current).toBe(false);
    // A value computed from an earlier moment is true at once, without waiting for the clock.
    rerender({ since: Date.now() - 61_000 });
    expect(result.current).toBe(true);
    rerender({ since: Date.now() - 59_500 });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
  });
});
