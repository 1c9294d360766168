import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CaseEventAction, CaseStatus, Category } from '@pidsus/shared';

/** Cases, their history and their people (team, followers). */

export interface CasesTable {
  id: Generated<number>;
  /** The case's number as the office writes it (`PRINT-12/M.1.10/Fd.1/03/2026`); '' when it has none. */
  number: Generated<string>;
  title: string;
  date: string;
  /** `HH:mm`, or null when the hearing has no hour yet. */
  time: string | null;
  description: string;
  parties: string;
  witnesses: string;
  prosecutor: string;
  /** Where the hearing is held (`Ruang Sidang Tipikor 2`); '' when not known (decisions §7.5). */
  location: Generated<string>;
  type: Category;
  status: CaseStatus;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** Set when the case is moved to the trash (decisions §7.3); every read path skips such a row. */
  deleted_at: Generated<string | null>;
  /** Who moved it to the trash. */
  deleted_by: Generated<number | null>;
  /** Its defendants' names and NIKs, for the search only; kept by triggers (migration 0020), never read. */
  defendant_text: Generated<string>;
  /** Kerugian keuangan negara, whole rupiah (`bigint`: a string from PostgreSQL); null when not known (§8.4). */
  state_loss: Generated<number | string | null>;
}

export interface CaseEventsTable {
  id: Generated<number>;
  /** Not a foreign key: the history of a deleted case survives it. */
  case_id: number;
  case_title: string;
  actor_id: number | null;
  /** The actor's name when they acted (a later rename does not relabel it); '' without an actor. */
  actor_name: string;
  action: CaseEventAction;
  /** JSON array of `{ field, from, to }`. */
  changes: string;
  created_at: string;
}

/** `case_team`: the staff accounts responsible for a case; `case_followers`: those who chose to follow it. */
export interface CaseMembersTable {
  case_id: number;
  user_id: number;
  created_at: string;
}

/** A live case as the read paths select it: the trash columns are read only by the trash, the search text by none. */
export type CaseRow = Omit<Selectable<CasesTable>, 'deleted_at' | 'deleted_by' | 'defendant_text'>;

export type NewCaseRow = Insertable<CasesTable>;

export type CaseRowUpdate = Updateable<CasesTable>;

export type CaseEventRow = Selectable<CaseEventsTable>;

export type NewCaseEventRow = Insertable<CaseEventsTable>;
