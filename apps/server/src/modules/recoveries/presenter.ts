import type { Recovery } from '@pidsus/shared';
import { rupiah, type RecoveryListRow } from './repository';

/** The fields of a recovery that leave the server; the amount a number of whole rupiah. */
export function presentRecovery(row: RecoveryListRow): Recovery {
  return { id: row.id, kind: row.kind, amount: rupiah(row.amount), date: row.date, note: row.note };
}
