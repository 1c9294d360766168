import {
  CATEGORIES,
  DEFENDANT_ROLE_LABELS,
  DETENTION_AUTHORITY_LABELS,
  DETENTION_KIND_LABELS,
  EVIDENCE_STATUS_LABELS,
  type Category,
  type DetentionAuthority,
  type DetentionKind,
  type EvidenceStatus,
  type RegisterCode,
} from '@pidsus/shared';
import { registersMessages } from './messages';
import type { ExportColumn, ExportSection } from '../exports';
import { formatShortDay } from '../exports/document';
import { reportSections, stageRows, type MonthlyReportRepository } from './monthly-report';
import { STAGE_WARRANTS, type RegisterCursor, type RegistersRepository, type RegisterWindow } from './repository';

const t = registersMessages;

/** A register's row: its cells after `No`, in the order of its columns. */
export type RegisterRow = (string | number)[];

/** A column as the registers define it; `No` is added in front of every register. */
type RegisterColumn = Omit<ExportColumn<RegisterRow>, 'key' | 'value'>;

/**
 * One register (decisions §8.5): its name, its columns (data, so that an office's own may follow), and how its rows
 * are read for a month, a page at a time, with the cursor of the next page.
 */
export interface RegisterDefinition {
  code: RegisterCode;
  name: string;
  columns: RegisterColumn[];
  count: (window: RegisterWindow) => Promise<number>;
  page: (
    window: RegisterWindow,
    after: RegisterCursor,
    size: number,
  ) => Promise<{ rows: RegisterRow[]; next: RegisterCursor }>;
  /** false: no `No` column in front (a report of figures, not a list). */
  numbered?: false;
  /** A report's tables after its rows. */
  sections?: (window: RegisterWindow) => Promise<ExportSection[]>;
}

const text = (heading: string, width: number, pdfWidth: number | '*' = 70): RegisterColumn => ({
  heading,
  width,
  pdfWidth,
});
const day = (heading: string): RegisterColumn => ({ heading, width: 13, pdfWidth: 50, kind: 'date' });

/** `PRINT-12/L.6.10/Fd.2/11/2026, 02/11/2026`: a number and a day, either of which may be missing. */
const numberAndDay = (number: string | null, date: string | null): string =>
  [number ?? '', date ? formatShortDay(date) : ''].filter(Boolean).join(', ');

/** `PDS-01/Fd.1/2026 — Korupsi dana desa`, or the title alone when the case has no number yet. */
const caseLabel = (number: string, title: string): string => (number ? `${number} — ${title}` : title);

const groupBy = <Row extends { case_id: number }>(rows: Row[]): Map<number, Row[]> => {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    groups.set(row.case_id, [...(groups.get(row.case_id) ?? []), row]);
  }
  return groups;
};

function stageRegister(stage: Category, repository: RegistersRepository): RegisterDefinition {
  const warrant = STAGE_WARRANTS[stage];
  return {
    code: stage,
    name: t.names[stage],
    columns: [
      text(t.columns.caseNumber, 24, 80),
      text(t.columns.warrant(warrant), 26, 80),
      text(DEFENDANT_ROLE_LABELS[stage], 26, '*'),
      text(t.columns.charges, 24, 70),
      text(t.columns.prosecutor, 24, 70),
      text(t.columns.lastMilestone, 16, 56),
      text(t.columns.status, 14, 50),
      text(t.columns.note, 36, '*'),
    ],
    count: (window) => repository.countStage(stage, window),
    page: async (window, after, size) => {
      const cases = await repository.stagePage(stage, window, after, size);
      const ids = cases.map((item) => item.id);
      if (ids.length === 0) {
        return { rows: [], next: undefined };
      }
      const [defendants, teams, milestones] = await Promise.all([
        repository.defendantsOf(ids).then(groupBy),
        repository.teamsOf(ids).then(groupBy),
        repository.milestonesOf(ids, window.last).then(groupBy),
      ]);
      const rows = cases.map((item): RegisterRow => {
        const people = defendants.get(item.id) ?? [];
        const team = (teams.get(item.id) ?? []).map((member) => member.username);
        const steps = milestones.get(item.id) ?? [];
        const warrantStep = steps.filter((step) => step.code === warrant).at(-1);
        const lastStep = steps.at(-1);
        return [
          item.number,
          warrantStep ? numberAndDay(warrantStep.number, warrantStep.date) : '',
          people.map((person) => person.name).join('; '),
          people
            .map((person) => person.charges.trim())
            .filter(Boolean)
            .join('; '),
          team.length > 0 ? team.join(', ') : item.prosecutor,
          lastStep ? `${lastStep.code} (${formatShortDay(lastStep.date)})` : '',
          item.status,
          item.title,
        ];
      });
      return { rows, next: { id: ids[ids.length - 1]! } };
    },
  };
}

function detaineesRegister(repository: RegistersRepository): RegisterDefinition {
  return {
    code: 'rt',
    name: t.names.rt,
    columns: [
      text(t.columns.name, 24, 80),
      text(t.columns.case, 34, '*'),
      text(t.columns.detentionKind, 14, 50),
      text(t.columns.authority, 20, 62),
      text(t.columns.basis, 20, 62),
      text(t.columns.orderNumber, 24, 72),
      day(t.columns.from),
      day(t.columns.until),
      text(t.columns.extends, 24, 72),
      day(t.columns.released),
    ],
    count: (window) => repository.countDetentions(window),
    page: async (window, after, size) => {
      const periods = await repository.detentionsPage(window, after, size);
      const rows = periods.map((period): RegisterRow => [
        period.name,
        caseLabel(period.number, period.title),
        DETENTION_KIND_LABELS[period.kind as DetentionKind] ?? period.kind,
        DETENTION_AUTHORITY_LABELS[period.authority as DetentionAuthority] ?? period.authority,
        period.basis,
        period.order_number,
        period.start_date,
        period.end_date,
        period.extends_start && period.extends_end
          ? t.extendsPeriod(
              period.extends_number ?? '',
              formatShortDay(period.extends_start),
              formatShortDay(period.extends_end),
            )
          : '',
        period.released_on ?? '',
      ]);
      const last = periods.at(-1);
      return { rows, next: last ? { id: last.id, day: last.start_date } : undefined };
    },
  };
}

function evidenceRegister(repository: RegistersRepository): RegisterDefinition {
  return {
    code: 'bb',
    name: t.names.bb,
    columns: [
      text(t.columns.case, 30, '*'),
      text(t.columns.description, 36, '*'),
      { heading: t.columns.quantity, width: 10, pdfWidth: 40, kind: 'number' },
      text(t.columns.unit, 10, 40),
      text(t.columns.storagePlace, 22, 70),
      text(t.columns.seizure, 26, 80),
      text(t.columns.status, 18, 62),
      day(t.columns.statusDate),
    ],
    count: (window) => repository.countEvidence(window),
    page: async (window, after, size) => {
      const items = await repository.evidencePage(window, after, size);
      const rows = items.map((item): RegisterRow => [
        caseLabel(item.number, item.title),
        item.description,
        Number(item.quantity),
        item.unit,
        item.storage_place,
        numberAndDay(item.seizure_number, item.seizure_date),
        EVIDENCE_STATUS_LABELS[item.status as EvidenceStatus] ?? item.status,
        item.status_date ?? '',
      ]);
      const last = items.at(-1);
      return { rows, next: last ? { id: last.id } : undefined };
    },
  };
}

/**
 * The monthly activity report (decisions §8.5, `lp`): the stages' cases (Awal Bulan, Baru, Selesai, Akhir Bulan) as
 * its rows, then the forms of the month, the detainees at its end and the money recovered in it.
 */
function monthlyReport(repository: MonthlyReportRepository): RegisterDefinition {
  const r = t.report.columns;
  const count = (heading: string): RegisterColumn => ({ heading, width: 14, pdfWidth: 80, kind: 'number' });
  return {
    code: 'lp',
    name: t.names.lp,
    numbered: false,
    columns: [text(r.stage, 24, '*'), count(r.opening), count(r.opened), count(r.finished), count(r.closing)],
    count: async () => CATEGORIES.length + 1,
    page: async (window, after) =>
      after === undefined
        ? { rows: await stageRows(repository, window), next: undefined }
        : { rows: [], next: undefined },
    sections: (window) => reportSections(repository, window),
  };
}

/** The shipped registers, in the order the screen lists them, and the monthly report. */
export function registerDefinitions(
  repository: RegistersRepository,
  report: MonthlyReportRepository,
): RegisterDefinition[] {
  return [
    ...CATEGORIES.map((stage) => stageRegister(stage, repository)),
    detaineesRegister(repository),
    evidenceRegister(repository),
    monthlyReport(report),
  ];
}
