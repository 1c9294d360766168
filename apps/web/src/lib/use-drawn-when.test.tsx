import { renderHook, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useDrawnAFewAtATime, useDrawnInSteps, useDrawnWhen } from './use-drawn-when';

/** Every value the hook gave, render by render. */
function watch(initialReady: boolean) {
  const seen: boolean[] = [];
  const hook = renderHook(
    ({ ready }) => {
      const drawn = useDrawnWhen(ready);
      seen.push(drawn);
      return drawn;
    },
    { initialProps: { ready: initialReady } },
  );
  return { seen, ...hook };
}

describe('useDrawnWhen', () => {
  it('stays false while the answers are awaited', () => {
    const { result, rerender } = watch(false);
    rerender({ ready: false });
    expect(result.current).toBe(false);
  });

  it('turns true in a render of its own after the one where the answers came, never in that one', () => {
    const { seen, result, rerender } = watch(false);
    seen.length = 0;
    rerender({ ready: true });
    expect(result.current).toBe(true);
    // The answer's render still draws the loader; the deferred one draws the cards.
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('draws in a deferred render even when the answers are there at the first render (from the cache)', () => {
    const { seen, result } = watch(true);
    expect(seen[0]).toBe(false);
    expect(result.current).toBe(true);
  });

  it('stays true once drawn: a refetch does not take the cards away', () => {
    const { result, rerender } = watch(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});

describe('useDrawnInSteps', () => {
  /** The count each commit drew, in order. */
  function watchSteps(ready: boolean, total: number) {
    const committed: number[] = [];
    const hook = renderHook(
      ({ isReady }) => {
        const drawn = useDrawnInSteps(isReady, total);
        useLayoutEffect(() => {
          if (committed.at(-1) !== drawn) {
            committed.push(drawn);
          }
        });
        return drawn;
      },
      { initialProps: { isReady: ready } },
    );
    return { committed, ...hook };
  }

  it('draws nothing while the answer is awaited', () => {
    const { result, rerender } = watchSteps(false, 4);
    rerender({ isReady: false });
    expect(result.current).toBe(0);
  });

  it('then draws one part more in each commit, never two at once, up to all of them, and stays there', async () => {
    const { committed, result, rerender } = watchSteps(false, 4);
    rerender({ isReady: true });
    await waitFor(() => expect(result.current).toBe(4));
    expect(committed).toEqual([0, 1, 2, 3, 4]);
    rerender({ isReady: false });
    expect(result.current).toBe(4);
  });
});

describe('useDrawnAFewAtATime', () => {
  const numbers = (count: number, from = 0) => Array.from({ length: count }, (_, index) => from + index);

  /** How many items each commit drew, in order. */
  function watchItems(items: number[]) {
    const committed: number[] = [];
    const hook = renderHook(
      ({ list }) => {
        const shown = useDrawnAFewAtATime(list, 6);
        useLayoutEffect(() => {
          if (committed.at(-1) !== shown.length) {
            committed.push(shown.length);
          }
        });
        return shown;
      },
      { initialProps: { list: items } },
    );
    return { committed, ...hook };
  }

  it('draws six more items in each commit, then gives the list itself', async () => {
    const items = numbers(14);
    const { committed, result } = watchItems(items);
    await waitFor(() => expect(result.current).toBe(items));
    expect(committed).toEqual([0, 6, 12, 14]);
  });

  it('draws a next page the same way, after what is drawn; another list of a length drawn before comes at once', async () => {
    const first = numbers(12);
    const { committed, result, rerender } = watchItems(first);
    await waitFor(() => expect(result.current).toBe(first));
    committed.length = 0;
    const more = numbers(24);
    rerender({ list: more });
    await waitFor(() => expect(result.current).toBe(more));
    expect(committed).toEqual([12, 18, 24]);
    const filtered = numbers(20, 100);
    rerender({ list: filtered });
    expect(result.current).toBe(filtered);
  });
});
