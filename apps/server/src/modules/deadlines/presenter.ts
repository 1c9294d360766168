import type { Deadline, DueDeadline } from '@pidsus/shared';
import type { DeadlineListRow, OpenDeadlineRow } from './repository';

/** The fields of a deadline that leave the server; who acted, by the name they had then. */
export function presentDeadline(row: DeadlineListRow): Deadline {
  return {
    id: row.id,
    case_id: row.case_id,
    title: row.title,
    due_date: row.due_date,
    note: row.note,
    done_at: row.done_at,
    done_by: row.done_at !== null && row.done_by !== null ? { id: row.done_by, username: row.done_by_name } : null,
    created_by: row.created_by === null ? null : { id: row.created_by, username: row.created_by_name },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** An open deadline with its case, for the dashboard's "Tenggat Mendekat". */
export function presentDueDeadline(row: OpenDeadlineRow): DueDeadline {
  return {
    ...presentDeadline(row),
    case: { id: row.case_id, title: row.case_title, number: row.case_number, type: row.case_type },
  };
}
