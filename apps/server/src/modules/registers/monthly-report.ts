import { sql } from 'kysely';
import {
  CATEGORIES,
  DETENTION_KINDS,
  DETENTION_KIND_LABELS,
  RECOVERY_KINDS,
  RECOVERY_KIND_LABELS,
} from '@pidsus/shared';
import type { Db } from '../../db/database';
import { sectionColumn, type ExportSection, type SectionRow } from '../exports';
import { registersMessages } from './messages';
import { FINISHED_PATTERN, type RegisterWindow } from './repository';

const t = registersMessages.report;

type Count = number | string;

/**
 * The monthly activity report's queries (decisions §8.5, `lp`), each one statement over the month; the trash is
 * never read. A case counts in the stage it is in now (its `type`); it is finished when its status is `Selesai`, at
 * the last time its history turned it so (or its creation, for a case created finished).
 */
export function createMonthlyReportRepository(db: Db) {
  return {
    /** Per stage: open at the month's start, opened in it, finished in it, open at its end. */
    stageMovements: async (window: RegisterWindow) => {
      const cases = db
        .selectFrom('cases as c')
        .where('c.deleted_at', 'is', null)
        .where('c.created_at', '<', window.end)
        .select((eb) => [
          'c.type',
          'c.created_at',
          eb
            .case()
            .when('c.status', '=', 'Selesai')
            .then(
              eb.fn.coalesce(
                eb
                  .selectFrom('case_events as e')
                  .select((inner) => inner.fn.max('e.created_at').as('finished'))
                  .whereRef('e.case_id', '=', 'c.id')
                  .where('e.changes', 'like', FINISHED_PATTERN),
                'c.created_at',
              ),
            )
            .end()
            .as('finished_at'),
        ]);
      const { start, end } = window;
      const rows = await db
        .selectFrom(cases.as('x'))
        .select([
          'x.type',
          sql<Count>`sum(case when x.created_at < ${start} and (x.finished_at is null or x.finished_at >= ${start}) then 1 else 0 end)`.as(
            'opening',
          ),
          sql<Count>`sum(case when x.created_at >= ${start} then 1 else 0 end)`.as('opened'),
          sql<Count>`sum(case when x.finished_at >= ${start} and x.finished_at < ${end} then 1 else 0 end)`.as(
            'finished',
          ),
          sql<Count>`sum(case when x.finished_at is null or x.finished_at >= ${end} then 1 else 0 end)`.as('closing'),
        ])
        .groupBy('x.type')
        .execute();
      return new Map(
        rows.map((row) => [
          row.type,
          {
            opening: Number(row.opening),
            opened: Number(row.opened),
            finished: Number(row.finished),
            closing: Number(row.closing),
          },
        ]),
      );
    },

    /** The milestones dated in the month, per form, in the catalogue's order. */
    formsOfMonth: (window: RegisterWindow) =>
      db
        .selectFrom('case_milestones as m')
        .innerJoin('forms as f', 'f.id', 'm.form_id')
        .innerJoin('cases as c', 'c.id', 'm.case_id')
        .where('c.deleted_at', 'is', null)
        .where('m.date', '>=', window.first)
        .where('m.date', '<=', window.last)
        .select((eb) => ['f.code', eb.fn.countAll<Count>().as('n')])
        .groupBy(['f.code', 'f.position'])
        .orderBy('f.position')
        .orderBy('f.code')
        .execute(),

    /**
     * Detention periods in force at the end of the month's last day, per kind: begun by then, ending on it or after,
     * and not released by then (a detainee released on the last day is no longer held at its end).
     */
    detaineesAtEnd: (window: RegisterWindow) =>
      db
        .selectFrom('case_detentions as d')
        .innerJoin('cases as c', 'c.id', 'd.case_id')
        .where('c.deleted_at', 'is', null)
        .where('d.start_date', '<=', window.last)
        .where('d.end_date', '>=', window.last)
        .where((eb) => eb.or([eb('d.released_on', 'is', null), eb('d.released_on', '>', window.last)]))
        .select((eb) => ['d.kind', eb.fn.countAll<Count>().as('n')])
        .groupBy('d.kind')
        .execute(),

    /** The money recovered in the month (by the day it was recovered), per kind, in whole rupiah. */
    recoveriesOfMonth: (window: RegisterWindow) =>
      db
        .selectFrom('case_recoveries as r')
        .innerJoin('cases as c', 'c.id', 'r.case_id')
        .where('c.deleted_at', 'is', null)
        .where('r.date', '>=', window.first)
        .where('r.date', '<=', window.last)
        .select(['r.kind', sql<Count>`sum(r.amount)`.as('total')])
        .groupBy('r.kind')
        .execute(),
  };
}

export type MonthlyReportRepository = ReturnType<typeof createMonthlyReportRepository>;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The stages' table: a row per stage and the total; Awal Bulan + Baru − Selesai = Akhir Bulan on every row. */
export async function stageRows(repository: MonthlyReportRepository, window: RegisterWindow): Promise<SectionRow[]> {
  const movements = await repository.stageMovements(window);
  const rows = CATEGORIES.map((stage) => {
    const row = movements.get(stage) ?? { opening: 0, opened: 0, finished: 0, closing: 0 };
    return [t.stages[stage], row.opening, row.opened, row.finished, row.closing];
  });
  const column = (position: number) => sum(rows.map((row) => row[position] as number));
  return [...rows, [t.total, column(1), column(2), column(3), column(4)]];
}

/** The report's tables after the stages': forms of the month, detainees at its end, money recovered in it. */
export async function reportSections(
  repository: MonthlyReportRepository,
  window: RegisterWindow,
): Promise<ExportSection[]> {
  const [forms, detainees, recoveries] = await Promise.all([
    repository.formsOfMonth(window),
    repository.detaineesAtEnd(window),
    repository.recoveriesOfMonth(window),
  ]);
  const formRows: SectionRow[] = forms.map((form) => [form.code, Number(form.n)]);
  const held = new Map(detainees.map((row) => [row.kind, Number(row.n)]));
  const detaineeRows: SectionRow[] = DETENTION_KINDS.map((kind) => [DETENTION_KIND_LABELS[kind], held.get(kind) ?? 0]);
  const recovered = new Map(recoveries.map((row) => [row.kind, Number(row.total)]));
  const moneyRows: SectionRow[] = RECOVERY_KINDS.map((kind) => [RECOVERY_KIND_LABELS[kind], recovered.get(kind) ?? 0]);
  const totalOf = (rows: SectionRow[]) => sum(rows.map((row) => row[1] as number));
  return [
    {
      title: t.forms,
      columns: [sectionColumn(0, t.columns.form, 24, '*'), sectionColumn(1, t.columns.count, 14, 80, 'number')],
      rows: [...formRows, [t.total, totalOf(formRows)]],
    },
    {
      title: t.detainees,
      columns: [sectionColumn(0, t.columns.kind, 24, '*'), sectionColumn(1, t.columns.count, 14, 80, 'number')],
      rows: [...detaineeRows, [t.total, totalOf(detaineeRows)]],
    },
    {
      title: t.recoveries,
      columns: [sectionColumn(0, t.columns.kind, 24, '*'), sectionColumn(1, t.columns.count, 14, 120, 'money')],
      rows: [...moneyRows, [t.total, totalOf(moneyRows)]],
    },
  ];
}
