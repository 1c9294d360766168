import { scheduleRootKey } from '../../../lib/query-keys';

/** Every query key of the schedule board; its root is shared (lib/query-keys.ts) since case writes make it stale. */
export const scheduleKeys = {
  all: scheduleRootKey,
  day: (day: string, mine = false) => [...scheduleRootKey, day, mine ? 'mine' : 'all'] as const,
};
