import type { Case, CaseChange, CaseEventAction } from '@pidsus/shared';
import type { Transaction } from 'kysely';
import type { CaseRow, Database } from '../../db/tables';
import { actorRef, type Actor } from '../../lib/actor';
import type { CaseChangedEvent, DomainEvents } from '../../lib/domain-events';
import { notFound } from '../../lib/errors';
import { messages } from '../../messages';
import { presentCase } from './presenter';
import type { CasesRepository } from './repository';

/** A change to a case as its writer tells the journal, inside the writer's transaction. */
export interface CaseChangeEntry {
  caseId: number;
  action: CaseEventAction;
  /** What changed, field by field (the history row's `changes`); none for a deletion or a restore. */
  changes?: CaseChange[];
  actor: Actor;
  /** When it happened: the history row's time (the case's new `updated_at` for its own writes). */
  at: string;
  /** The case as it is after the change, when the writer has it presented already (else read here). */
  case?: Case;
  /** The case row after the change, when the writer has it (else read here, in the transaction). */
  row?: CaseRow;
  /** The case before an edit or a status change, for the notification's text. */
  previous?: Case;
  /** Who heard of the case before the change (a member just removed from the team still hears of it). */
  audienceBefore?: readonly number[];
  /** Part of a bulk write (an import): see `CaseChangedEvent.bulk`. */
  bulk?: boolean;
  /** What the change of a document, a deadline or a part of the case record is about, for the notification's text. */
  about?: Pick<
    CaseChangedEvent,
    'deadline' | 'document' | 'defendant' | 'detention' | 'milestone' | 'evidence' | 'money'
  >;
}

/** What the journal wrote: the case as the actor sees it now, and the announcement to make after the commit. */
export interface RecordedCaseChange {
  case: Case;
  /** Emits `case.changed`; call it once the transaction has committed, never inside it. */
  announce: () => void;
}

/**
 * The case journal (decisions §7.1–§7.3): the one way any module records a change to a case. In the writer's
 * transaction it writes the history row, reads who hears of it (team and followers, before and after) and presents
 * the case with its team; the writer announces it after the commit, so that listeners (notifications, real time)
 * never hear of a change that was rolled back.
 */
export function createCaseJournal(deps: {
  cases: Pick<CasesRepository, 'findById' | 'findForUpdate' | 'insertEvent' | 'teamsOf' | 'followedOf' | 'audienceOf'>;
  events: Pick<DomainEvents, 'emit'>;
}) {
  const { cases, events } = deps;

  return {
    /**
     * The live case, locked until the writer's transaction ends (PostgreSQL: FOR UPDATE), so that writes to one case
     * take turns; 404 for a case that is missing or in the trash. A module writing something of a case takes it first.
     */
    lockCase: async (trx: Transaction<Database>, caseId: number): Promise<CaseRow> => {
      const row = await cases.findForUpdate(caseId, trx);
      if (!row) {
        throw notFound(messages.cases.notFound);
      }
      return row;
    },

    /** Records a change to a case in the writer's transaction; see `CaseChangeEntry` and `RecordedCaseChange`. */
    recordCaseChange: async (trx: Transaction<Database>, entry: CaseChangeEntry): Promise<RecordedCaseChange> => {
      const { caseId, actor } = entry;
      const row = entry.case ?? entry.row ?? (await cases.findById(caseId, trx));
      if (!row) {
        throw notFound(messages.cases.notFound);
      }
      await cases.insertEvent(
        {
          case_id: caseId,
          case_title: row.title,
          actor_id: actor.id,
          action: entry.action,
          changes: JSON.stringify(entry.changes ?? []),
          created_at: entry.at,
        },
        trx,
      );
      const [presented, audienceNow] = await Promise.all([
        entry.case ??
          Promise.all([cases.teamsOf([caseId], trx), cases.followedOf(actor.id, [caseId], trx)]).then(
            ([teams, followed]) =>
              presentCase(row as CaseRow, { team: teams.get(caseId) ?? [], following: followed.has(caseId) }),
          ),
        cases.audienceOf(caseId, trx),
      ]);
      const audience = [...new Set([...(entry.audienceBefore ?? []), ...audienceNow])];
      const event: CaseChangedEvent = {
        action: entry.action,
        case: presented,
        actor: actorRef(actor),
        audience,
        ...(entry.bulk ? { bulk: true } : {}),
        ...(entry.previous ? { previous: entry.previous } : {}),
        ...entry.about,
      };
      return { case: presented, announce: () => events.emit('case.changed', event) };
    },
  };
}

export type CaseJournal = ReturnType<typeof createCaseJournal>;
