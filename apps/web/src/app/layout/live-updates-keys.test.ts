import { describe, expect, it } from 'vitest';
import { caseKeys } from '../../features/cases/api/keys';
import { deadlineKeys } from '../../features/deadlines/api/keys';
import { defendantKeys } from '../../features/defendants/api/keys';
import { detentionKeys } from '../../features/detentions/api/keys';
import { evidenceKeys } from '../../features/evidence/api/keys';
import { milestoneKeys } from '../../features/milestones/api/keys';
import { recoveryKeys } from '../../features/recoveries/api/keys';
import { isAboutAnotherCase } from '../../lib/query-keys';

// What `cases:changed` fetches again (live-updates.tsx): the keys of every feature that shows one case.
describe('the query keys a case change reaches', () => {
  it("let a `cases:changed` of one case leave every other case's queries alone, and reach all that lists cases", () => {
    const ofOne = [
      caseKeys.detail(1),
      caseKeys.history(1),
      caseKeys.documents(1),
      defendantKeys.ofCase(1),
      detentionKeys.ofCase(1),
      deadlineKeys.ofCase(1),
      [...recoveryKeys.ofCase(1), 'money'],
      milestoneKeys.ofCase(1),
    ];
    const ofAnother = [
      caseKeys.detail(2),
      caseKeys.history(2),
      caseKeys.documentTrash(2),
      detentionKeys.ofCase(2),
      evidenceKeys.ofCase(2),
      deadlineKeys.ofCase(2),
      milestoneKeys.ofCase(2),
    ];
    // A register of February (month 2) lists cases: it is about no one case.
    const listing = [caseKeys.list({ q: '', sort: 'upcoming' }), caseKeys.trash, ['cases', 'registers', 'rt', 2026, 2]];
    for (const key of [...ofOne, ...listing]) {
      expect(isAboutAnotherCase(key, 1)).toBe(false);
    }
    for (const key of ofAnother) {
      expect(isAboutAnotherCase(key, 1)).toBe(true);
    }
  });
});
