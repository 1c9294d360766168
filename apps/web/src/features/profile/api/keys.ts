import { profileQueryKey } from '../../../lib/profile';

/** The profile feature's own queries, under the profile's root. */
export const profileKeys = {
  /** Whether the caller has a calendar feed key (contract §7.4). */
  calendarKey: () => [...profileQueryKey, 'calendar-key'] as const,
};
