import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, DetentionRow } from '../../db/tables';
import type { CaseDayMarker } from '../cases';

type Executor = Db | Transaction<Database>;

/** A period's fields as written (everything but its keys and times). */
export type DetentionValues = Omit<DetentionRow, 'id' | 'case_id' | 'created_by' | 'created_at' | 'updated_at'>;

const periodColumns = [
  'case_detentions.id',
  'case_detentions.case_id',
  'case_detentions.defendant_id',
  'case_detentions.kind',
  'case_detentions.authority',
  'case_detentions.basis',
  'case_detentions.order_number',
  'case_detentions.start_date',
  'case_detentions.days',
  'case_detentions.end_date',
  'case_detentions.extends_id',
  'case_detentions.released_on',
  'case_detentions.note',
  'case_detentions.created_by',
  'case_detentions.created_at',
  'case_detentions.updated_at',
  'case_defendants.name as defendant_name',
] as const;

/** Queries on `case_detentions` (each period read with its defendant's name); cases in the trash are never read. */
export function createDetentionsRepository(db: Db) {
  const periods = (executor: Executor) =>
    executor
      .selectFrom('case_detentions')
      .innerJoin('case_defendants', 'case_defendants.id', 'case_detentions.defendant_id')
      .select(periodColumns);

  return {
    caseIsLive: async (caseId: number): Promise<boolean> =>
      (await db
        .selectFrom('cases')
        .select('cases.id')
        .where('cases.id', '=', caseId)
        .where('cases.deleted_at', 'is', null)
        .executeTakeFirst()) !== undefined,
    /** A case's periods: person by person (in the order added), each one's periods by start. */
    listByCase: (caseId: number) =>
      periods(db)
        .where('case_detentions.case_id', '=', caseId)
        .orderBy('case_detentions.defendant_id')
        .orderBy('case_detentions.start_date')
        .orderBy('case_detentions.id')
        .execute(),
    findById: (caseId: number, id: number, executor: Executor = db) =>
      periods(executor)
        .where('case_detentions.case_id', '=', caseId)
        .where('case_detentions.id', '=', id)
        .executeTakeFirst(),
    /** Every period of a defendant (the overlap check). */
    listOfDefendant: (defendantId: number, executor: Executor = db) =>
      periods(executor)
        .where('case_detentions.defendant_id', '=', defendantId)
        .orderBy('case_detentions.start_date')
        .execute(),
    /** The period that extends `id`, if one does. */
    extensionOf: (id: number, executor: Executor = db) =>
      executor.selectFrom('case_detentions').select('id').where('extends_id', '=', id).orderBy('id').executeTakeFirst(),
    existsForDefendant: async (defendantId: number, executor: Executor = db): Promise<boolean> =>
      (await executor
        .selectFrom('case_detentions')
        .select('id')
        .where('defendant_id', '=', defendantId)
        .executeTakeFirst()) !== undefined,
    countByCase: async (caseId: number, executor: Executor = db): Promise<number> => {
      const row = await executor
        .selectFrom('case_detentions')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('case_id', '=', caseId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    insert: async (
      row: DetentionValues & { case_id: number; created_by: number; created_at: string },
      executor: Executor,
    ): Promise<number> =>
      (
        await executor
          .insertInto('case_detentions')
          .values({ ...row, updated_at: row.created_at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: async (id: number, changes: Partial<DetentionValues> & { updated_at: string }, executor: Executor) => {
      await executor.updateTable('case_detentions').set(changes).where('id', '=', id).execute();
    },
    delete: async (id: number, executor: Executor): Promise<void> => {
      await executor.deleteFrom('case_detentions').where('id', '=', id).execute();
    },

    /**
     * The periods in force (decisions §8.2: not released, not extended by another period, not ended before `today`)
     * ending on `until` or before, of live cases, soonest first, each with its case; only those of cases whose team
     * holds `memberId` when given.
     */
    listInForce: (filter: { today: string; until?: string; memberId?: number; limit: number }) =>
      periods(db)
        .innerJoin('cases', 'cases.id', 'case_detentions.case_id')
        .select(['cases.title as case_title', 'cases.number as case_number', 'cases.type as case_type'])
        .where('case_detentions.released_on', 'is', null)
        .where('case_detentions.end_date', '>=', filter.today)
        .where('cases.deleted_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('case_detentions as extension')
                .select('extension.id')
                .whereRef('extension.extends_id', '=', 'case_detentions.id'),
            ),
          ),
        )
        .$if(filter.until !== undefined, (query) => query.where('case_detentions.end_date', '<=', filter.until ?? ''))
        .$if(filter.memberId !== undefined, (query) =>
          query.where('cases.id', 'in', (eb) =>
            eb
              .selectFrom('case_team')
              .select('case_team.case_id')
              .where('case_team.user_id', '=', filter.memberId ?? -1),
          ),
        )
        .orderBy('case_detentions.end_date')
        .orderBy('case_detentions.id')
        .limit(filter.limit)
        .execute(),

    /** Of these cases, those with a defendant held on `day` (started, and not yet ended or released before it). */
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),
  };
}

export type DetentionsRepository = ReturnType<typeof createDetentionsRepository>;
export type PeriodRow = NonNullable<Awaited<ReturnType<DetentionsRepository['findById']>>>;
export type InForceRow = Awaited<ReturnType<DetentionsRepository['listInForce']>>[number];

/** The board's detainee marker (decisions §8.2): a defendant of the case is held on the day. */
export const heldOnMarker: CaseDayMarker = {
  field: 'detained',
  select: (eb, day) =>
    eb.exists(
      eb
        .selectFrom('case_detentions')
        .select('case_detentions.case_id')
        .whereRef('case_detentions.case_id', '=', 'cases.id')
        .where('case_detentions.start_date', '<=', day)
        .where((inner) =>
          inner(inner.fn.coalesce('case_detentions.released_on', 'case_detentions.end_date'), '>=', day),
        ),
    ),
};
