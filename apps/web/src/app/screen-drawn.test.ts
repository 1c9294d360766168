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
    vi.restoreAllMocks();
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

  it('does not count a late check (the main thread held) as stillness', async () => {
    // A clock of its own: the checks come every 100 ms, but one comes 700 ms late, as after a long task.
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    const drawn = settled(whenScreenDrawn(() => false, { quietMs: 500, pollMs: 100 }));
    clock.now = 700;
    await vi.advanceTimersByTimeAsync(100);
    expect(drawn.done).toBe(false);
    for (let tick = 1; tick <= 4; tick += 1) {
      clock.now = 700 + tick * 100;
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(drawn.done).toBe(false);
    clock.now = 1_200;
    await vi.advanceTimersByTimeAsync(100);
    expect(drawn.done).toBe(true);
  });

  it('waits while the main thread has no time to spare (a screen drawn in short tasks), then counts the quiet time', async () => {
    const idle = { callbacks: [] as (() => void)[], spare: false };
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle.callbacks.push(callback);
      return idle.callbacks.length;
    });
    // Each 50 ms the browser runs what waits for spare time, when it has any.
    const timer = setInterval(() => {
      if (idle.spare) {
        idle.callbacks.splice(0).forEach((callback) => callback());
      }
    }, 50);
    const drawn = settled(whenScreenDrawn(() => false, { quietMs: 500, pollMs: 100 }));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(drawn.done).toBe(false);
    idle.spare = true;
    await vi.advanceTimersByTimeAsync(400);
    expect(drawn.done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(drawn.done).toBe(true);
    clearInterval(timer);
  });
});
