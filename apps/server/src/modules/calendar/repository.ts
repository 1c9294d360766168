import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

/** Which cases a calendar read covers: a span of days, and only one account's cases when `memberId` is given. */
export interface CalendarRange {
  from: string;
  to: string;
  /** Only the cases whose team holds this account or that it follows ("Hanya kasus saya"). */
  memberId?: number;
  limit: number;
}

/** The cases of `memberId`: those whose team holds it, and those it follows. */
const ofMember = (memberId: number) => (eb: ExpressionBuilder<Database, 'cases'>) =>
  eb.or([
    eb(
      'cases.id',
      'in',
      eb.selectFrom('case_team').select('case_team.case_id').where('case_team.user_id', '=', memberId),
    ),
    eb(
      'cases.id',
      'in',
      eb.selectFrom('case_followers').select('case_followers.case_id').where('case_followers.user_id', '=', memberId),
    ),
  ]);

/**
 * Queries of the calendar (decisions §7.4): hearings and open deadlines in a span of days, and the feed keys
 * (`calendar_keys`). Cases in the trash are never read.
 */
export function createCalendarRepository(db: Db) {
  return {
    /** Hearings on the days `from`–`to` (included), by day and hour (those without an hour last in their day). */
    listHearings: (range: CalendarRange) =>
      db
        .selectFrom('cases')
        .select([
          'cases.id',
          'cases.title',
          'cases.number',
          'cases.type',
          'cases.status',
          'cases.date',
          'cases.time',
          'cases.location',
          'cases.updated_at',
        ])
        .where('cases.deleted_at', 'is', null)
        .where('cases.date', '>=', range.from)
        .where('cases.date', '<=', range.to)
        .$if(range.memberId !== undefined, (query) => query.where(ofMember(range.memberId ?? -1)))
        .orderBy('cases.date')
        .orderBy((eb) => eb.fn.coalesce('cases.time', eb.val('99:99')))
        .orderBy('cases.id')
        .limit(range.limit)
        .execute(),

    /** Open deadlines due on the days `from`–`to` (included), of cases not in the trash, soonest first. */
    listOpenDeadlines: (range: CalendarRange) =>
      db
        .selectFrom('case_deadlines')
        .innerJoin('cases', 'cases.id', 'case_deadlines.case_id')
        .select([
          'case_deadlines.id',
          'case_deadlines.case_id',
          'case_deadlines.title',
          'case_deadlines.due_date',
          'case_deadlines.note',
          'case_deadlines.updated_at',
          'cases.title as case_title',
          'cases.number as case_number',
          'cases.type as case_type',
        ])
        .where('case_deadlines.done_at', 'is', null)
        .where('cases.deleted_at', 'is', null)
        .where('case_deadlines.due_date', '>=', range.from)
        .where('case_deadlines.due_date', '<=', range.to)
        .$if(range.memberId !== undefined, (query) => query.where(ofMember(range.memberId ?? -1)))
        .orderBy('case_deadlines.due_date')
        .orderBy('case_deadlines.id')
        .limit(range.limit)
        .execute(),

    /** The account's key, if any (its hash and when it was made). */
    findKeyByUser: (userId: number) =>
      db.selectFrom('calendar_keys').select(['user_id', 'created_at']).where('user_id', '=', userId).executeTakeFirst(),

    /** The active account a key hash belongs to; a removed account's key opens nothing. */
    findUserByKeyHash: (keyHash: string) =>
      db
        .selectFrom('calendar_keys')
        .innerJoin('users', 'users.id', 'calendar_keys.user_id')
        .select(['users.id', 'users.role'])
        .where('calendar_keys.key_hash', '=', keyHash)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst(),

    /** Sets the account's key, replacing the one it had (which stops working at once). */
    saveKey: async (userId: number, keyHash: string, createdAt: string): Promise<void> => {
      await db
        .insertInto('calendar_keys')
        .values({ user_id: userId, key_hash: keyHash, created_at: createdAt })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ key_hash: keyHash, created_at: createdAt }))
        .execute();
    },

    /** Removes the account's key; false when it had none. */
    deleteKey: async (userId: number): Promise<boolean> => {
      const result = await db.deleteFrom('calendar_keys').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
export type CalendarHearingRow = Awaited<ReturnType<CalendarRepository['listHearings']>>[number];
export type CalendarDeadlineRow = Awaited<ReturnType<CalendarRepository['listOpenDeadlines']>>[number];
