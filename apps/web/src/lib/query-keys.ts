/**
 * The roots of the query keys that a feature's writes make stale in another feature's screens. Each feature
 * builds its own keys on its root (`features/<feature>/api/keys.ts`); another feature reaches those queries
 * through the root, here, since features do not import each other.
 */

/** The cases feature's queries (`features/cases`); the dashboard's "Sidang Saya" lives under it too, so that a
 * case write or a `cases:changed` event makes it stale with the lists. */
export const casesRootKey = ['cases'] as const;

/** The schedule board's queries (`features/schedule`): they list cases, so every case write makes them stale. */
export const scheduleRootKey = ['schedule'] as const;

/** The file manager's queries (`features/files`): an upload from the dashboard makes them stale too. */
export const filesRootKey = ['files'] as const;

/** The deadlines' queries (`features/deadlines`, and the dashboard's "Tenggat Mendekat" under the same root): every
 * deadline write and `cases:changed` makes them stale. */
export const deadlinesRootKey = ['deadlines'] as const;
