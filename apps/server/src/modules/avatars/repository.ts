import type { Db } from '../../db/database';
import type { AvatarRow } from '../../db/tables';

/** Queries on `avatars` and on the shared signing key in `app_secrets`. */
export function createAvatarsRepository(db: Db) {
  return {
    findById: (id: string): Promise<AvatarRow | undefined> =>
      db.selectFrom('avatars').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Stores a user's new avatar and drops their earlier ones, in one transaction. */
    replaceForUser: async (avatar: AvatarRow): Promise<void> => {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('avatars').values(avatar).execute();
        await trx.deleteFrom('avatars').where('user_id', '=', avatar.user_id).where('id', '!=', avatar.id).execute();
      });
    },
  };
}

export type AvatarsRepository = ReturnType<typeof createAvatarsRepository>;
