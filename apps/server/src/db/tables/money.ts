import type { Generated, Selectable } from 'kysely';
import type { EvidenceStatus, RecoveryKind } from '@pidsus/shared';

/** Evidence (barang bukti) and state money of cases (decisions §8.4, decisions §8.4). */

/** An evidence item of a case. */
export interface CaseEvidenceTable {
  id: Generated<number>;
  case_id: number;
  description: string;
  /** More than 0, at most 3 decimals (`2.5` kg). */
  quantity: number;
  unit: Generated<string>;
  storage_place: Generated<string>;
  seizure_number: Generated<string>;
  /** `YYYY-MM-DD`, or null when not recorded. */
  seizure_date: string | null;
  status: EvidenceStatus;
  status_date: string | null;
  note: Generated<string>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export type EvidenceRow = Selectable<CaseEvidenceTable>;

/** Money recovered for the state in a case (penyelamatan keuangan negara). */
export interface CaseRecoveriesTable {
  id: Generated<number>;
  case_id: number;
  kind: RecoveryKind;
  /** Whole rupiah, `bigint`: PostgreSQL's driver answers a string, SQLite a number. */
  amount: number | string;
  /** `YYYY-MM-DD`, a calendar day; never after the day it was recorded. */
  date: string;
  note: Generated<string>;
  created_by: number | null;
  created_at: string;
}

export type RecoveryRow = Selectable<CaseRecoveriesTable>;
