import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenScreenDrawn } from './screen-drawn';

function settled(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
}

describe('whenScreenDrawn', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves once the page has been still for the quiet time, not before', async () => {
    const drawn = settled(whenScreenDrawn(() => false, { quietMs: 500, pollMs: 100 }));
    await vi.advanceTimersByTimeAsync(400);
    expect(drawn.done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(drawn.done).toBe(true);
  });

  it('waits while the app is busy, and counts the quiet time from when it stops', async () => {
    let busy = true;
    const drawn = settled(whenScreenDrawn(() => busy, { quietMs: 500, pollMs: 100 }));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(drawn.done).toBe(false);
    busy = false;
    await vi.advanceTimersByTimeAsync(400);
    expect(drawn.done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(drawn.done).toBe(true);
  });

  it('starts the quiet time again at each larger paint', async () => {
    let report: (() => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe = observe;
        disconnect = vi.fn();
      },
    );
    const drawn = settled(whenScreenDrawn(() => false, { quietMs: 500, pollMs: 100 }));
    expect(observe).toHaveBeenCalledWith({ type: 'largest-contentful-paint', buffered: true });
    await vi.advanceTimersByTimeAsync(400);
    report?.();
    await vi.advanceTimersByTimeAsync(400);
    expect(drawn.done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(drawn.done).toBe(true);
  });

  it('resolves at the latest after the longest wait, busy or not', async () => {
    const drawn = settled(whenScreenDrawn(() => true, { quietMs: 500, maxMs: 3_000, pollMs: 100 }));
    await vi.advanceTimersByTimeAsync(2_900);
    expect(drawn.done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(drawn.done).toBe(true);
  });
});
