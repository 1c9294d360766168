import type { Category, Form, FormDeadline, FormNumbering } from '@pidsus/shared';
import type { FormRow } from './repository';

/** The deadlines a form starts, as stored (JSON); a broken value reads as none. */
export function formDeadlinesOf(row: Pick<FormRow, 'starts_deadlines'>): FormDeadline[] {
  try {
    const value: unknown = JSON.parse(row.starts_deadlines);
    return Array.isArray(value) ? (value as FormDeadline[]) : [];
  } catch {
    return [];
  }
}

/** A form of the catalogue as it leaves the server (its id stays inside: the code names it). */
export function presentForm(row: Omit<FormRow, 'has_template'> & { has_template?: unknown }): Form {
  return {
    code: row.code,
    name: row.name,
    stage: row.stage as Category,
    numbering: row.numbering as FormNumbering | null,
    classification: row.classification,
    starts_deadlines: formDeadlinesOf(row),
    // 0/1 on SQLite, a boolean on PostgreSQL; a form just written reads it again (`update`).
    has_template: Boolean(Number(row.has_template ?? 0)),
  };
}
