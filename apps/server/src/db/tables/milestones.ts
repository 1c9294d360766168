import type { Generated } from 'kysely';

/** The office's forms, a case's milestones in them and the counters of their numbers (decisions §8.3). */

/** A form of the catalogue (migration 0022); admins edit it. */
export interface FormsTable {
  id: Generated<number>;
  /** Unique; names the form in `/api/forms/:code`. */
  code: string;
  name: string;
  /** The case stage it belongs to (a `CATEGORIES` value). */
  stage: string;
  /** `PRINT` | `B` | `R` | `TAP` | `PLAIN`, or null: no number. */
  numbering: string | null;
  classification: string | null;
  /** JSON `[{ title, days, counting }]`: the deadlines a milestone in this form starts. */
  starts_deadlines: Generated<string>;
  /** The catalogue's order (the procedure's). */
  position: number;
  created_at: string;
  updated_at: string;
}

/** A milestone of a case: a form issued or received on a day, with its number. */
export interface CaseMilestonesTable {
  id: Generated<number>;
  case_id: number;
  form_id: number;
  /** Unique when present (assigned or typed). */
  number: string | null;
  /** `YYYY-MM-DD`. */
  date: string;
  note: Generated<string>;
  document_id: number | null;
  created_by: number | null;
  /** The creator's name as it was then. */
  created_by_name: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** The last number taken in a scope (`prefix:PRINT`, `form:12`) and year. */
export interface NumberingCountersTable {
  scope: string;
  year: number;
  last: number;
}

/** A number a milestone has held, assigned or typed, kept after the milestone goes (migration 0032). */
export interface IssuedNumbersTable {
  number: string;
}
