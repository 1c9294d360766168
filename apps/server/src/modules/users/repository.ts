import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { NewUserRow, UserRow, UserRowUpdate } from '../../db/tables';
import type { Role } from '@pidsus/shared';

/** Queries on `users`. Accounts marked deleted are invisible to every method except `findByIdIncludingDeleted`. */
export function createUsersRepository(db: Db) {
  const active = () => db.selectFrom('users').selectAll().where('deleted_at', 'is', null);
  return {
    findById: (id: number): Promise<UserRow | undefined> => active().where('id', '=', id).executeTakeFirst(),
    findByIdIncludingDeleted: (id: number): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    findByEmail: (email: string): Promise<UserRow | undefined> =>
      active().where('email', '=', email.toLowerCase()).executeTakeFirst(),
    list: (): Promise<UserRow[]> =>
      active()
        .orderBy(sql`lower(username)`)
        .orderBy('id')
        .execute(),
    countByRole: async (role: Role): Promise<number> => {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('deleted_at', 'is', null)
        .where('role', '=', role)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    insert: async (user: NewUserRow): Promise<UserRow> =>
      db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow(),
    update: async (id: number, changes: UserRowUpdate): Promise<void> => {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
