import { useEffect, useEffectEvent, useState } from 'react';

/** The current time, re-rendered every `intervalMs` (the board's clock ticks each second, requirements §9). */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * A value that depends on the time (the office's day, whether the board is stale), checked every `intervalMs` but
 * re-rendered only when it changes: the board read the clock each second for these two and drew every row again each
 * time (docs/performance.md, "The board's clock"). The value must be a string, a number or a boolean (compared with
 * `Object.is`); it is computed again at once when `compute` itself changes, and within `intervalMs` when the time does.
 */
export function useFromNow<T extends string | number | boolean>(compute: (now: Date) => T, intervalMs = 1000): T {
  // The moment the value was last seen to change: computing from it gives the value shown now.
  const [since, setSince] = useState(() => new Date());
  const check = useEffectEvent(() => {
    const now = new Date();
    if (!Object.is(compute(since), compute(now))) {
      setSince(now);
    }
  });
  useEffect(() => {
    const timer = setInterval(() => check(), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return compute(since);
}
