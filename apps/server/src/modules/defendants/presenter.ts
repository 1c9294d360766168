import { DEFENDANT_ROLE_LABELS, type Category, type Defendant } from '@pidsus/shared';
import type { DefendantRow } from '../../db/tables';

/** The fields of a defendant that leave the server; `role_label` after the stage of its case (decisions §8.1). */
export function presentDefendant(row: DefendantRow, stage: Category): Defendant {
  return {
    id: row.id,
    name: row.name,
    nik: row.nik,
    birth_place: row.birth_place,
    birth_date: row.birth_date,
    gender: row.gender === 'L' || row.gender === 'P' ? row.gender : '',
    address: row.address,
    occupation: row.occupation,
    charges: row.charges,
    role_label: DEFENDANT_ROLE_LABELS[stage],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
