import {
  caseInputSchema,
  caseStatusSchema,
  defendantInputSchema,
  RUPIAH_MAX,
  validationMessages,
  type CaseStatus,
  type Category,
  type ImportError,
  type ImportField,
} from '@pidsus/shared';
import { messages } from '../../messages';
import type { MappedHeading } from './headings';
import { cellText, dateOf, namesOf, rupiahOf, statusOf, timeOf, typeOf, type Cell } from './values';

/** The case's own fields a row may set (only those whose column the file has). */
export interface RowCaseFields {
  number?: string;
  title?: string;
  date?: string;
  time?: string | null;
  location?: string;
  prosecutor?: string;
  witnesses?: string;
  parties?: string;
  description?: string;
  type?: Category;
  /** Absent also when the cell is empty: a new case then waits (`Menunggu`), a found one keeps its status. */
  status?: CaseStatus;
}

/** A valid row, ready to be matched and written; or the rows of one case folded together (`foldRows`). */
export interface ImportRow {
  /** The (last) row of the spreadsheet. */
  row: number;
  /** Every row folded into this one, in the file's order (absent: `row` alone). */
  rows?: number[];
  fields: RowCaseFields & { title: string; date: string; type: Category };
  /** The defendants named (absent: the file has no such column); each with the row's `Pasal` when it has one. */
  defendants?: { name: string; charges?: string }[];
  /** Absent: no such column; null: the cell is empty (not known). */
  stateLoss?: number | null;
}

/** A row read: its values as text for the preview, and either the row to write or its errors. */
export interface ReadRow {
  row: number;
  values: Partial<Record<ImportField, string>>;
  valid?: ImportRow;
  errors: ImportError[];
}

const TEXT_FIELDS = ['number', 'title', 'location', 'prosecutor', 'witnesses', 'parties', 'description'] as const;

/**
 * Reads one data row through the mapping (decisions §8.7) and checks it with the case's own schema (its Indonesian
 * messages); each error names the row as the spreadsheet numbers it and the column by its heading in the file.
 */
export function readRow(row: number, cells: readonly Cell[], headings: readonly MappedHeading[]) {
  const cellOf = new Map<ImportField, Cell>();
  const headingOf = new Map<ImportField, string>();
  for (const { field, heading, index } of headings) {
    if (field) {
      cellOf.set(field, cells[index] ?? null);
      headingOf.set(field, heading);
    }
  }
  const columnOf = (field: ImportField) => headingOf.get(field) ?? messages.import.columns[field];
  const errors: ImportError[] = [];
  const fail = (field: ImportField, message: string) => errors.push({ row, column: columnOf(field), message });
  const values: Partial<Record<ImportField, string>> = {};
  for (const [field, cell] of cellOf) {
    values[field] = field === 'time' ? (timeOf(cell) ?? '') : cellText(cell);
  }

  const input: Record<string, unknown> = {
    title: cellText(cellOf.get('title') ?? null),
    date: dateOf(cellOf.get('date') ?? null),
    type: typeOf(cellOf.get('type') ?? null),
  };
  for (const field of TEXT_FIELDS) {
    if (field !== 'title' && cellOf.has(field)) {
      input[field] = cellText(cellOf.get(field) ?? null);
    }
  }
  if (cellOf.has('time')) {
    input.time = timeOf(cellOf.get('time') ?? null);
  }
  const parsed = caseInputSchema.safeParse(input);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'title') as ImportField;
      if (!seen.has(field)) {
        seen.add(field);
        fail(field, issue.message);
      }
    }
  }

  let status: CaseStatus | undefined;
  const statusText = statusOf(cellOf.get('status') ?? null);
  if (statusText !== '') {
    const checked = caseStatusSchema.safeParse(statusText);
    if (checked.success) {
      status = checked.data;
    } else {
      fail('status', validationMessages.statusInvalid);
    }
  }

  let stateLoss: number | null | undefined;
  if (cellOf.has('state_loss')) {
    stateLoss = rupiahOf(cellOf.get('state_loss') ?? null);
    if (stateLoss !== undefined && stateLoss !== null && stateLoss > RUPIAH_MAX) {
      // The same bound as the case page's (decisions §8.4).
      fail('state_loss', validationMessages.amountTooLarge);
      stateLoss = undefined;
    } else if (stateLoss === undefined) {
      fail('state_loss', validationMessages.stateLossInvalid);
    }
  }

  let defendants: ImportRow['defendants'];
  if (cellOf.has('defendants')) {
    const charges = cellOf.has('charges') ? cellText(cellOf.get('charges') ?? null) : undefined;
    defendants = [];
    for (const name of namesOf(cellOf.get('defendants') ?? null)) {
      const checked = defendantInputSchema.safeParse({ name, charges: charges ?? '' });
      if (!checked.success) {
        const issue = checked.error.issues[0];
        fail(issue?.path[0] === 'charges' ? 'charges' : 'defendants', issue?.message ?? validationMessages.textInvalid);
        break;
      }
      defendants.push({ name: checked.data.name, ...(charges === undefined ? {} : { charges: checked.data.charges }) });
    }
  }

  if (errors.length > 0 || !parsed.success) {
    return { row, values, errors } satisfies ReadRow;
  }
  const data = parsed.data;
  const fields: ImportRow['fields'] = { title: data.title, date: data.date, type: data.type };
  for (const field of TEXT_FIELDS) {
    // An empty number is no number: the row matches by title, and a case found keeps its own (decisions §8.7).
    if (field !== 'title' && cellOf.has(field) && !(field === 'number' && data.number === '')) {
      fields[field] = data[field];
    }
  }
  if (cellOf.has('time')) {
    fields.time = data.time;
  }
  if (status) {
    fields.status = status;
  }
  const valid: ImportRow = {
    row,
    fields,
    ...(defendants ? { defendants } : {}),
    ...(stateLoss === undefined ? {} : { stateLoss }),
  };
  return { row, values, valid, errors } satisfies ReadRow;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Two rows of one case folded into one write (decisions §8.7): for each field the later row's value unless it is
 * empty (a register that writes the place once, on the case's first row); the defendants of both, each with the
 * later charges named; the later state loss known. Writing the fold once makes an import of the same file again
 * change nothing, however many rows a case has.
 */
export function foldRows(earlier: ImportRow, later: ImportRow): ImportRow {
  const fields = { ...earlier.fields };
  for (const [field, value] of Object.entries(later.fields) as [keyof RowCaseFields, string | null][]) {
    if (!isEmpty(value) || !(field in fields)) {
      Object.assign(fields, { [field]: value });
    }
  }
  let defendants: ImportRow['defendants'];
  if (earlier.defendants || later.defendants) {
    const byName = new Map((earlier.defendants ?? []).map((defendant) => [defendant.name, defendant]));
    for (const defendant of later.defendants ?? []) {
      const had = byName.get(defendant.name);
      byName.set(defendant.name, defendant.charges === undefined && had ? had : defendant);
    }
    defendants = [...byName.values()];
  }
  const stateLoss = isEmpty(later.stateLoss) && earlier.stateLoss !== undefined ? earlier.stateLoss : later.stateLoss;
  return {
    row: later.row,
    rows: [...(earlier.rows ?? [earlier.row]), later.row],
    fields,
    ...(defendants ? { defendants } : {}),
    ...(stateLoss === undefined ? {} : { stateLoss }),
  };
}
