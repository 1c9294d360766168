import { CASE_TRACKED_FIELDS, type Case, type CaseChange, type TeamMember } from '@pidsus/shared';
import type { Clock } from '../../lib/clock';

/** A team as its history row writes it: the names, sorted, joined by ', '; '' for none. */
export function teamText(team: readonly TeamMember[]): string {
  return team
    .map((member) => member.username)
    .sort((a, b) => a.localeCompare(b, 'id'))
    .join(', ');
}

const tracked = (row: Case, field: (typeof CASE_TRACKED_FIELDS)[number]): string | null =>
  field === 'team' ? teamText(row.team) : row[field];

/** What changed between two versions of a case, field by field, in the dialog's order. */
export function diffCase(before: Case, after: Case): CaseChange[] {
  return CASE_TRACKED_FIELDS.filter((field) => tracked(before, field) !== tracked(after, field)).map((field) => ({
    field,
    from: tracked(before, field),
    to: tracked(after, field),
  }));
}

export const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** A timestamp strictly later than `previous`, so that a compare-and-set always sees a change. */
export function nextTimestamp(clock: Clock, previous?: string): string {
  const now = clock();
  const floor = previous ? Date.parse(previous) + 1 : 0;
  return new Date(Math.max(now.getTime(), floor)).toISOString();
}
