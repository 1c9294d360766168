import type { Detention, DetentionAuthority, DetentionKind, DueDetention } from '@pidsus/shared';
import type { InForceRow, PeriodRow } from './repository';

/** The fields of a detention period that leave the server (decisions §8.2). */
export function presentDetention(row: PeriodRow): Detention {
  return {
    id: row.id,
    defendant: { id: row.defendant_id, name: row.defendant_name },
    kind: row.kind as DetentionKind,
    authority: row.authority as DetentionAuthority,
    basis: row.basis,
    order_number: row.order_number,
    start_date: row.start_date,
    days: row.days,
    end_date: row.end_date,
    extends_id: row.extends_id,
    released_on: row.released_on,
    note: row.note,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A period in force with its case, for the dashboard's "Masa Penahanan Berakhir". */
export function presentDueDetention(row: InForceRow): DueDetention {
  return {
    ...presentDetention(row),
    case: { id: row.case_id, title: row.case_title, number: row.case_number, type: row.case_type },
  };
}
