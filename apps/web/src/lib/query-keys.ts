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

/** The forms catalogue (`/api/forms`): read by the milestones feature, kept in the settings feature (decisions §8.3). */
export const formsRootKey = ['forms'] as const;

/** A case's milestones (`features/milestones`, decisions §8.3). */
export const milestonesRootKey = ['milestones'] as const;
/** Evidence and state money (`features/evidence`, `features/recoveries`): under the cases' root, so that every case
 * write and `cases:changed` (each of their writes is one) makes them stale with the case. */
export const evidenceRootKey = [...casesRootKey, 'evidence'] as const;
export const recoveriesRootKey = [...casesRootKey, 'recoveries'] as const;

/**
 * The part of every query key about one case (its detail, history, documents, defendants, deadlines …). A
 * `cases:changed` of one case makes stale what lists cases and what is about that case, never what is about
 * another one (`isAboutAnotherCase`): a busy office's changes do not fetch an open case again and again.
 */
export const ofCase = (caseId: number) => ['case', caseId] as const;

/** Whether `queryKey` is about one case (it holds `ofCase(id)`) other than `caseId`. */
export function isAboutAnotherCase(queryKey: readonly unknown[], caseId: number): boolean {
  const at = queryKey.findIndex((part, index) => part === 'case' && typeof queryKey[index + 1] === 'number');
  return at >= 0 && queryKey[at + 1] !== caseId;
}
