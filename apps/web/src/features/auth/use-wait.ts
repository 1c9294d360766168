import { useEffect, useState } from 'react';

const secondsUntil = (until: number | null) =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * Seconds left until `until` (a `Date.now()` instant), counting down once a second; 0 once passed or when there is
 * nothing to wait for. The login form waits out a 429's `retry_after` with it (decisions §9).
 */
export function useSecondsLeft(until: number | null): number {
  const [state, setState] = useState(() => ({ until, left: secondsUntil(until) }));
  // A new wait starts counting at once (React's "adjust state when a prop changes" pattern, no effect needed).
  if (state.until !== until) {
    setState({ until, left: secondsUntil(until) });
  }
  useEffect(() => {
    if (until === null) {
      return undefined;
    }
    const timer = setInterval(() => {
      const left = secondsUntil(until);
      setState({ until, left });
      if (left === 0) {
        clearInterval(timer);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return state.until === until ? state.left : secondsUntil(until);
}
