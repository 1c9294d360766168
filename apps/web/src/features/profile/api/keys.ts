import { profileQueryKey } from '../../../lib/session/profile';

/** The profile feature's own queries, under the profile's root. */
export const profileKeys = {
  /** Whether the caller has a calendar feed key (decisions §7.4). */
  calendarKey: () => [...profileQueryKey, 'calendar-key'] as const,
  /** Whether two-step sign-in is on (decisions §9). */
  twoFactor: () => [...profileQueryKey, 'two-factor'] as const,
};
