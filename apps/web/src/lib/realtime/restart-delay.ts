/**
 * Requirements §7's reconnection settings: 1 s at first, doubling up to 5 s, each wait randomised by ±50 % so that
 * the tabs of a whole office do not all knock at the same moment. socket.io's own retries use them
 * (`lib/socket.ts`), and so do the restarts this app makes itself (`realtime-provider.tsx`).
 */
export const RESTART_BACKOFF = { base: 1000, max: 5000, jitter: 0.5, factor: 2 } as const;

/** The wait before restart number `attempt` (0 for the first), in ms. `random` is in [0, 1). */
export function restartDelay(attempt: number, random: () => number = Math.random): number {
  const { base, max, jitter, factor } = RESTART_BACKOFF;
  const planned = Math.min(base * factor ** attempt, max);
  const spread = planned * jitter * (2 * random() - 1);
  return Math.round(Math.min(planned + spread, max));
}
