import type { DayCounting } from '@pidsus/shared';
import type { Generated, Selectable } from 'kysely';

/** Deadlines (tenggat) of cases, their templates and the claims of their reminders. */

/** A deadline (tenggat) of a case (decisions §7.2); open while `done_at` is null. */
export interface CaseDeadlinesTable {
  id: Generated<number>;
  case_id: number;
  title: string;
  /** `YYYY-MM-DD`, a day in the office zone. */
  due_date: string;
  note: Generated<string>;
  done_at: string | null;
  done_by: number | null;
  /** The name of who marked it done, as it was then; '' while open. */
  done_by_name: Generated<string>;
  created_by: number | null;
  /** The creator's name as it was then. */
  created_by_name: Generated<string>;
  created_at: string;
  updated_at: string;
  /** The detention period whose end this deadline is (decisions §8.2), kept by the detentions module; else null. */
  detention_id: number | null;
}

export type DeadlineRow = Selectable<CaseDeadlinesTable>;

/** A template an admin keeps: a title and the days counted from a start date. */
export interface DeadlineTemplatesTable {
  id: Generated<number>;
  title: string;
  days: number;
  /** How its days count (migration 0019, decisions §8.2): a period, first day included, or after an event. */
  counting: Generated<DayCounting>;
  created_at: string;
  updated_at: string;
}

/** A deadline's reminder of one office day, sent (the row is the cross-instance claim). */
export interface DeadlineRemindersTable {
  deadline_id: number;
  day: string;
  kind: string;
  sent_at: string;
}
