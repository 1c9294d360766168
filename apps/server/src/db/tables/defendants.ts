import type { Generated, Selectable } from 'kysely';

/** The people a case is against (decisions §8.1), and the periods they are held (decisions §8.2). */

/** A defendant of a case, in the order added; what the stage calls them is worked out when presented. */
export interface CaseDefendantsTable {
  id: Generated<number>;
  case_id: number;
  name: string;
  /** Nomor Induk Kependudukan: 16 digits, or '' when not known. */
  nik: Generated<string>;
  birth_place: Generated<string>;
  /** `YYYY-MM-DD`, or null when not known. */
  birth_date: string | null;
  /** `L`, `P`, or '' when not recorded. */
  gender: Generated<string>;
  address: Generated<string>;
  occupation: Generated<string>;
  /** `Pasal yang disangkakan`. */
  charges: Generated<string>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export type DefendantRow = Selectable<CaseDefendantsTable>;

/** A detention period of a defendant (decisions §8.2): `end_date = start_date + days − 1`. */
export interface CaseDetentionsTable {
  id: Generated<number>;
  case_id: number;
  defendant_id: number;
  kind: string;
  authority: string;
  basis: Generated<string>;
  order_number: Generated<string>;
  /** `YYYY-MM-DD`, the first day held (counted). */
  start_date: string;
  days: number;
  /** `YYYY-MM-DD`, the last day held; stored so that the lists and the register can read by it. */
  end_date: string;
  /** The period this one extends (same defendant), or null. */
  extends_id: number | null;
  /** The day the defendant was let out before `end_date`, or null while held. */
  released_on: string | null;
  note: Generated<string>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export type DetentionRow = Selectable<CaseDetentionsTable>;
