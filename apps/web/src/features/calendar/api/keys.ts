import { scheduleRootKey } from '../../../lib/query-keys';

/**
 * Every query key of the calendar. It lives under the schedule's root (lib/query-keys.ts): it lists hearings and
 * deadlines, so a case write, a deadline write and `cases:changed` make it stale as they do the board.
 */
export const calendarKeys = {
  all: [...scheduleRootKey, 'calendar'] as const,
  range: (from: string, to: string, mine: boolean) =>
    [...scheduleRootKey, 'calendar', from, to, mine ? 'mine' : 'all'] as const,
};
