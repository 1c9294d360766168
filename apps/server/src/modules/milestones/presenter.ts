import type { Milestone } from '@pidsus/shared';
import type { MilestoneRow } from './repository';

/** A milestone as it leaves the server; its creator by the name they had then. */
export function presentMilestone(row: MilestoneRow): Milestone {
  return {
    id: row.id,
    form: { code: row.form_code, name: row.form_name },
    number: row.number,
    date: row.date,
    note: row.note,
    document_id: row.document_id,
    created_by: row.created_by === null ? null : { id: row.created_by, username: row.created_by_name },
    created_at: row.created_at,
  };
}
