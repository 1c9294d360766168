import type { Category } from '@pidsus/shared';
import type { Db } from '../../db/database';

/**
 * The days and instants of a register's month: `first` and `last` calendar days, and the instants (UTC) the office's
 * wall calendar enters the month and leaves it, against which the timestamps (`created_at`) are compared.
 */
export interface RegisterWindow {
  first: string;
  last: string;
  start: string;
  end: string;
}

/** Where a page of a register continues: after this row of its order. */
export type RegisterCursor = { id: number; day?: string } | undefined;

/**
 * A case's status turned `Selesai` (the history's JSON `[{ field, from, to }]`, written without spaces). Only the
 * status field names its values this way, so a title that happens to be "Selesai" does not match.
 */
export const FINISHED_PATTERN = '%{"field":"status","from":"%","to":"Selesai"}%';

/** The warrant each stage's register names (decisions §8.5): the surat perintah that opens the stage. */
export const STAGE_WARRANTS: Record<Category, string> = {
  penyelidikan: 'P-2',
  penyidikan: 'P-8',
  penuntutan: 'P-16A',
  eksekusi: 'P-48',
};

/**
 * The registers' queries (decisions §8.5). Cases in the trash are never read. Pages go by key (the id, or the day
 * and then the id), never by offset, so that a row written while an export runs is neither missed nor listed twice.
 */
export function createRegistersRepository(db: Db) {
  /** Cases of a stage active in the month: opened before it ended, and not finished before it began. */
  const stageCases = (stage: Category, window: RegisterWindow) =>
    db
      .selectFrom('cases as c')
      .where('c.type', '=', stage)
      .where('c.deleted_at', 'is', null)
      .where('c.created_at', '<', window.end)
      .where((eb) =>
        eb.or([
          eb('c.status', '!=', 'Selesai'),
          eb(
            eb.fn.coalesce(
              eb
                .selectFrom('case_events as e')
                .select((inner) => inner.fn.max('e.created_at').as('finished'))
                .whereRef('e.case_id', '=', 'c.id')
                .where('e.changes', 'like', FINISHED_PATTERN),
              'c.created_at',
            ),
            '>=',
            window.start,
          ),
        ]),
      );

  /** Detention periods in force for at least a day of the month (a release ends a period early). */
  const detentionsInForce = (window: RegisterWindow) =>
    db
      .selectFrom('case_detentions as d')
      .innerJoin('cases as c', 'c.id', 'd.case_id')
      .where('c.deleted_at', 'is', null)
      .where('d.start_date', '<=', window.last)
      .where((eb) => eb(eb.fn.coalesce('d.released_on', 'd.end_date'), '>=', window.first));

  /**
   * Evidence held at some point of the month: seized (or recorded) by its end, not returned or disposed before it. An
   * item whose status changed with no day recorded (allowed before the day was required) counts as changed when it was
   * last written.
   */
  const evidenceHeld = (window: RegisterWindow) =>
    db
      .selectFrom('case_evidence as b')
      .innerJoin('cases as c', 'c.id', 'b.case_id')
      .where('c.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([eb('b.seizure_date', 'is not', null), eb('b.seizure_date', '<=', window.last)]),
          eb.and([eb('b.seizure_date', 'is', null), eb('b.created_at', '<', window.end)]),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb('b.status', '=', 'disita'),
          eb('b.status_date', '>=', window.first),
          eb.and([eb('b.status_date', 'is', null), eb('b.updated_at', '>=', window.start)]),
        ]),
      );

  const counted = async (query: Promise<{ n: number | string }>): Promise<number> => Number((await query).n);

  return {
    countStage: (stage: Category, window: RegisterWindow) =>
      counted(
        stageCases(stage, window)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    /** A page of a stage's cases, by id. */
    stagePage: (stage: Category, window: RegisterWindow, after: RegisterCursor, size: number) =>
      stageCases(stage, window)
        .select(['c.id', 'c.number', 'c.title', 'c.prosecutor', 'c.status'])
        .$if(after !== undefined, (query) => query.where('c.id', '>', after!.id))
        .orderBy('c.id')
        .limit(size)
        .execute(),
    /** The defendants of these cases, in the order added. */
    defendantsOf: (caseIds: readonly number[]) =>
      db
        .selectFrom('case_defendants')
        .select(['case_id', 'name', 'charges'])
        .where('case_id', 'in', caseIds)
        .orderBy('id')
        .execute(),
    /** The team members of these cases, by name. */
    teamsOf: (caseIds: readonly number[]) =>
      db
        .selectFrom('case_team as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select(['t.case_id', 'u.username'])
        .where('t.case_id', 'in', caseIds)
        .orderBy('u.username')
        .execute(),
    /** The milestones of these cases up to `last`, in date order (the last one per case is its latest). */
    milestonesOf: (caseIds: readonly number[], last: string) =>
      db
        .selectFrom('case_milestones as m')
        .innerJoin('forms as f', 'f.id', 'm.form_id')
        .select(['m.case_id', 'f.code', 'm.number', 'm.date'])
        .where('m.case_id', 'in', caseIds)
        .where('m.date', '<=', last)
        .orderBy('m.date')
        .orderBy('m.id')
        .execute(),

    countDetentions: (window: RegisterWindow) =>
      counted(
        detentionsInForce(window)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    /** A page of detention periods, by first day then id, with the person, the case and the period extended. */
    detentionsPage: (window: RegisterWindow, after: RegisterCursor, size: number) =>
      detentionsInForce(window)
        .innerJoin('case_defendants as p', 'p.id', 'd.defendant_id')
        .leftJoin('case_detentions as x', 'x.id', 'd.extends_id')
        .select([
          'd.id',
          'p.name',
          'c.number',
          'c.title',
          'd.kind',
          'd.authority',
          'd.basis',
          'd.order_number',
          'd.start_date',
          'd.end_date',
          'd.released_on',
          'x.order_number as extends_number',
          'x.start_date as extends_start',
          'x.end_date as extends_end',
        ])
        .$if(after !== undefined, (query) =>
          query.where((eb) =>
            eb.or([
              eb('d.start_date', '>', after!.day!),
              eb.and([eb('d.start_date', '=', after!.day!), eb('d.id', '>', after!.id)]),
            ]),
          ),
        )
        .orderBy('d.start_date')
        .orderBy('d.id')
        .limit(size)
        .execute(),

    countEvidence: (window: RegisterWindow) =>
      counted(
        evidenceHeld(window)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    /** A page of evidence items, by id, with their case. */
    evidencePage: (window: RegisterWindow, after: RegisterCursor, size: number) =>
      evidenceHeld(window)
        .select([
          'b.id',
          'c.number',
          'c.title',
          'b.description',
          'b.quantity',
          'b.unit',
          'b.storage_place',
          'b.seizure_number',
          'b.seizure_date',
          'b.status',
          'b.status_date',
        ])
        .$if(after !== undefined, (query) => query.where('b.id', '>', after!.id))
        .orderBy('b.id')
        .limit(size)
        .execute(),
  };
}

export type RegistersRepository = ReturnType<typeof createRegistersRepository>;
