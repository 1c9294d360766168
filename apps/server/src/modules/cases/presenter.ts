import type { Case, CaseChange, CaseEvent, CasesChangedEvent, TeamMember } from '@pidsus/shared';
import type { CaseRow } from '../../db/tables';
import type { CaseEventListRow } from './repository';

/** What a case shows beyond its row: its team, and whether the one asking follows it. */
export interface CaseExtras {
  team: TeamMember[];
  following: boolean;
}

const NO_EXTRAS: CaseExtras = { team: [], following: false };

/** The fields of a case that leave the server (who created it stays internal). */
export function presentCase(row: CaseRow, extras: CaseExtras = NO_EXTRAS): Case {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    date: row.date,
    time: row.time,
    description: row.description,
    parties: row.parties,
    witnesses: row.witnesses,
    prosecutor: row.prosecutor,
    location: row.location,
    type: row.type,
    status: row.status,
    team: extras.team,
    following: extras.following,
    created_at: row.created_at,
    updated_at: row.updated_at,
    // The case record's fields, filled in by the modules that keep them (caseExtensions.details); none without.
    last_milestone: null,
    state_loss: row.state_loss === null ? null : Number(row.state_loss),
    // The recoveries module's details reader gives the sum; a case without any has recovered nothing.
    recovered_total: 0,
  };
}

export function presentCaseEvent(row: CaseEventListRow): CaseEvent {
  return {
    id: row.id,
    case_id: row.case_id,
    action: row.action,
    actor:
      row.actor_id === null
        ? null
        : { id: row.actor_id, username: row.actor_name, current_username: row.actor_current_name ?? null },
    changes: JSON.parse(row.changes) as CaseChange[],
    created_at: row.created_at,
  };
}

/** The `cases:changed` socket payload: which case, and where it shows (its list and its day) (decisions §4). */
export function presentCaseChange(changed: Case): CasesChangedEvent {
  return { id: changed.id, type: changed.type, date: changed.date };
}
