import type { ConnectionStatus } from '../../../lib/realtime/connection-tracker';

/** After this long without a successful load, a board that cannot rely on its live connection is stale. */
export const STALE_AFTER_MS = 60_000;

/**
 * Whether the board must say that its data may be out of date (decisions §7.5). While the live connection is
 * up the board hears of every change, so its data is current however long ago it was loaded; once that
 * connection is lost it is stale at once, and so it is when loading has failed for more than 60 s.
 */
export function isBoardStale(options: {
  status: ConnectionStatus;
  updatedAt: number;
  failed: boolean;
  now: number;
}): boolean {
  const { status, updatedAt, failed, now } = options;
  if (updatedAt === 0) {
    return false; // nothing shown yet: the loading and error states speak for themselves
  }
  return status === 'lost' || (failed && now - updatedAt > STALE_AFTER_MS);
}
