import { formatQuantity, type Evidence } from '@pidsus/shared';
import type { EvidenceListRow } from './repository';

/** The fields of an evidence item that leave the server. */
export function presentEvidence(row: EvidenceListRow): Evidence {
  return {
    id: row.id,
    description: row.description,
    quantity: Number(row.quantity),
    unit: row.unit,
    storage_place: row.storage_place,
    seizure_number: row.seizure_number,
    seizure_date: row.seizure_date,
    status: row.status,
    status_date: row.status_date,
    note: row.note,
  };
}

/** `2,5 kg`, `1 unit`: how the history names an item's quantity. */
export function quantityText(row: Pick<EvidenceListRow, 'quantity' | 'unit'>): string {
  return [formatQuantity(Number(row.quantity)), row.unit].filter(Boolean).join(' ');
}
