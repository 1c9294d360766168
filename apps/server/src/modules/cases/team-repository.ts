import type { Transaction } from 'kysely';
import type { TeamMember } from '@pidsus/shared';
import { createCompiledQueries } from '../../db/compiled-queries';
import type { Db } from '../../db/database';
import { holdsIgnoringCase } from '../../db/text-match';
import type { Database } from '../../db/tables';
import type { Executor } from './columns';

/** A case's people: its team, its followers, and the staff accounts a team may hold (decisions §7.1). */
export function createCaseTeamRepository(db: Db) {
  const compiled = createCompiledQueries(db);

  return {
    /** The teams of these cases, each by name: case id → members. */
    teamsOf: async (caseIds: readonly number[], executor: Executor = db): Promise<Map<number, TeamMember[]>> => {
      const teams = new Map<number, TeamMember[]>();
      if (caseIds.length === 0) {
        return teams;
      }
      const query = (ids: readonly number[]) =>
        db
          .selectFrom('case_team')
          .innerJoin('users', 'users.id', 'case_team.user_id')
          .select(['case_team.case_id', 'users.id', 'users.username'])
          .where('case_team.case_id', 'in', ids)
          .orderBy('users.username')
          .orderBy('users.id');
      // One case (its page, every write's answer): compiled once; a list's ids vary in number.
      const rows =
        caseIds.length === 1
          ? await compiled.rows('cases.teamOfOne', [caseIds[0] as number], (id) => query([id]), executor)
          : await executor.executeQuery(query(caseIds)).then((result) => result.rows);
      for (const row of rows) {
        const team = teams.get(row.case_id) ?? [];
        team.push({ id: row.id, username: row.username });
        teams.set(row.case_id, team);
      }
      return teams;
    },
    /** Which of these cases the user follows, on the team or by choice. */
    followedOf: async (userId: number, caseIds: readonly number[], executor: Executor = db): Promise<Set<number>> => {
      if (caseIds.length === 0) {
        return new Set();
      }
      const query = (user: number, ids: readonly number[]) =>
        db
          .selectFrom('case_team')
          .select('case_id')
          .where('user_id', '=', user)
          .where('case_id', 'in', ids)
          .union((eb) =>
            eb.selectFrom('case_followers').select('case_id').where('user_id', '=', user).where('case_id', 'in', ids),
          );
      const rows =
        caseIds.length === 1
          ? await compiled.rows(
              'cases.followedOfOne',
              [userId, caseIds[0] as number],
              (user, id) => query(user, [id]),
              executor,
            )
          : await executor.executeQuery(query(userId, caseIds)).then((result) => result.rows);
      return new Set(rows.map((row) => row.case_id));
    },
    /** Of these ids, the active staff accounts (a team may hold only those). */
    activeStaffIds: async (ids: readonly number[], executor: Executor = db): Promise<number[]> => {
      if (ids.length === 0) {
        return [];
      }
      const rows = await executor
        .selectFrom('users')
        .select('id')
        .where('id', 'in', ids)
        .where('role', '=', 'user')
        .where('deleted_at', 'is', null)
        .execute();
      return rows.map((row) => row.id);
    },
    /** Makes the team exactly `userIds`. */
    setTeam: async (caseId: number, userIds: readonly number[], now: string, trx: Transaction<Database>) => {
      let removal = trx.deleteFrom('case_team').where('case_id', '=', caseId);
      if (userIds.length > 0) {
        removal = removal.where('user_id', 'not in', userIds);
      }
      await removal.execute();
      if (userIds.length > 0) {
        await trx
          .insertInto('case_team')
          .values(userIds.map((userId) => ({ case_id: caseId, user_id: userId, created_at: now })))
          .onConflict((conflict) => conflict.columns(['case_id', 'user_id']).doNothing())
          .execute();
      }
    },
    /** Everyone who hears of the case: its team and its followers (deduplicated). */
    audienceOf: async (caseId: number, executor: Executor = db): Promise<number[]> => {
      const rows = await executor
        .selectFrom('case_team')
        .select('user_id')
        .where('case_id', '=', caseId)
        .union((eb) => eb.selectFrom('case_followers').select('user_id').where('case_id', '=', caseId))
        .execute();
      return rows.map((row) => row.user_id);
    },
    follow: async (caseId: number, userId: number, now: string): Promise<void> => {
      await db
        .insertInto('case_followers')
        .values({ case_id: caseId, user_id: userId, created_at: now })
        .onConflict((conflict) => conflict.columns(['case_id', 'user_id']).doNothing())
        .execute();
    },
    unfollow: async (caseId: number, userId: number): Promise<void> => {
      await db.deleteFrom('case_followers').where('case_id', '=', caseId).where('user_id', '=', userId).execute();
    },
    /** The active staff accounts by name, for picking a team; `q` narrows to names that contain it. */
    listStaff: (q: string | undefined, limit: number) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'position'])
        .where('role', '=', 'user')
        .where('deleted_at', 'is', null)
        .$if(Boolean(q), (query) => query.where(holdsIgnoringCase(db, 'username', q ?? '')))
        .orderBy('username')
        .orderBy('id')
        .limit(limit)
        .execute(),
  };
}
