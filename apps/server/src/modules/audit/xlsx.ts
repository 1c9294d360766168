import ExcelJS from 'exceljs';
import type { AuditLogEntry } from '@pidsus/shared';
import { messages } from '../../messages';
import { wallClock } from './office-days';

const m = messages.audit;
const headingFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3EAF3' } };

/** Who acted, as the screen says it: the name then, `Sistem`, or the email typed for an unknown account. */
export function actorText(entry: AuditLogEntry): string {
  if (entry.actor) {
    return entry.actor.username;
  }
  const email = entry.details.email;
  return typeof email === 'string' ? m.unknownAccount(email) : m.system;
}

/** What was acted on: its label, else its type and id; an account by its name now. */
export function objectText(entry: AuditLogEntry): string {
  if (entry.object) {
    return entry.object.label ?? `${entry.object.type} #${entry.object.id ?? ''}`;
  }
  return entry.target_user ? (entry.target_user.username ?? `#${entry.target_user.id}`) : '';
}

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** `field: from → to` for changes, `key: value` for plain facts, one per line. */
export function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) =>
      value && typeof value === 'object' && 'from' in value && 'to' in value
        ? `${key}: ${show(value.from)} → ${show(value.to)}`
        : `${key}: ${show(value)}`,
    )
    .join('\n');
}

/**
 * The audit log as a workbook (decisions §9): a title, the office and the time of the export, a line when the rows
 * were cut at AUDIT_EXPORT_MAX_ROWS, then one row per entry, newest first, its time a real date cell of the office's
 * wall clock.
 */
export async function auditWorkbook(input: {
  entries: AuditLogEntry[];
  total: number;
  officeName: string;
  timeZone: string;
  now: Date;
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = input.officeName;
  workbook.title = m.title;
  const sheet = workbook.addWorksheet(m.sheet);
  const columns = [
    { heading: m.columns.time, width: 18 },
    { heading: m.columns.kind, width: 12 },
    { heading: m.columns.user, width: 24 },
    { heading: m.columns.action, width: 32 },
    { heading: m.columns.object, width: 40 },
    { heading: m.columns.details, width: 40 },
    { heading: m.columns.ip, width: 16 },
    { heading: m.columns.userAgent, width: 40 },
  ];
  sheet.columns = columns.map((column) => ({ width: column.width }));
  const stamp = new Date(wallClock(input.timeZone, input.now));
  const notes = [
    m.title,
    `${input.officeName} · ${m.exportedOn(stamp.toISOString().slice(0, 16).replace('T', ' '))}`,
    ...(input.total > input.entries.length ? [m.cut(String(input.entries.length), String(input.total))] : []),
  ];
  for (const [index, text] of notes.entries()) {
    const row = sheet.addRow([text]);
    row.font = index === 0 ? { bold: true, size: 14 } : { size: 11 };
    sheet.mergeCells(row.number, 1, row.number, columns.length);
  }
  const headings = sheet.addRow(columns.map((column) => column.heading));
  headings.font = { bold: true };
  headings.eachCell((cell) => {
    cell.fill = headingFill;
    cell.border = { bottom: { style: 'thin' } };
  });
  sheet.views = [{ state: 'frozen', ySplit: headings.number, xSplit: 0 }];
  for (const entry of input.entries) {
    const row = sheet.addRow([
      new Date(wallClock(input.timeZone, new Date(entry.created_at))),
      m.kinds[entry.kind] ?? entry.kind,
      actorText(entry),
      m.actions[entry.action] ?? entry.action,
      objectText(entry),
      detailsText(entry.details),
      entry.ip ?? '',
      entry.user_agent ?? '',
    ]);
    row.getCell(1).numFmt = 'dd/mm/yyyy hh:mm:ss';
    row.alignment = { vertical: 'top', wrapText: true };
  }
  sheet.autoFilter = {
    from: { row: headings.number, column: 1 },
    to: { row: headings.number, column: columns.length },
  };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
