import { PostgresAdapter, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, FormTemplateRow } from '../../db/tables';

type Executor = Db | Transaction<Database>;

/** Queries on `form_templates` (migration 0029) and what a letter is filled with (decisions §8.6). */
export function createLettersRepository(db: Db) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),

    findTemplate: (formCode: string, executor: Executor = db): Promise<FormTemplateRow | undefined> =>
      executor.selectFrom('form_templates').selectAll().where('form_code', '=', formCode).executeTakeFirst(),

    /**
     * Writes the form's template, replacing the one it had; answers the key of the replaced content, or `gone` when
     * the form no longer exists. The form's row is locked first (PostgreSQL; SQLite has one writer): two uploads for
     * one form take turns, and a form deleted meanwhile is seen.
     */
    saveTemplate: (row: FormTemplateRow): Promise<{ replaced?: string } | 'gone'> =>
      db.transaction().execute(async (trx) => {
        const form = trx.selectFrom('forms').select('code').where('code', '=', row.form_code);
        if (!(await (isPostgres ? form.forUpdate() : form).executeTakeFirst())) {
          return 'gone';
        }
        const before = await trx
          .deleteFrom('form_templates')
          .where('form_code', '=', row.form_code)
          .returning('storage_key')
          .executeTakeFirst();
        await trx.insertInto('form_templates').values(row).execute();
        return { replaced: before?.storage_key };
      }),

    /** Deletes the form's template; answers the key of its content, or undefined when there was none. */
    deleteTemplate: async (formCode: string): Promise<string | undefined> => {
      const row = await db
        .deleteFrom('form_templates')
        .where('form_code', '=', formCode)
        .returning('storage_key')
        .executeTakeFirst();
      return row?.storage_key;
    },

    /** Whether the case exists and is not in the trash (the letter's write locks it again). */
    caseIsLive: async (caseId: number): Promise<boolean> =>
      (await db
        .selectFrom('cases')
        .select('id')
        .where('id', '=', caseId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()) !== undefined,

    /** The case's fields a letter names (the case is locked by the caller). */
    caseOf: (caseId: number, trx: Executor) =>
      trx
        .selectFrom('cases')
        .select(['number', 'title', 'location', 'state_loss'])
        .where('id', '=', caseId)
        .executeTakeFirstOrThrow(),

    /** The case's defendants in the order added. */
    defendantsOf: (caseId: number, trx: Executor) =>
      trx
        .selectFrom('case_defendants')
        .select(['name', 'nik', 'birth_place', 'birth_date', 'address', 'occupation', 'charges'])
        .where('case_id', '=', caseId)
        .orderBy('id')
        .execute(),

    /** The names of the case's team, by name. */
    teamOf: async (caseId: number, trx: Executor): Promise<string[]> =>
      (
        await trx
          .selectFrom('case_team')
          .innerJoin('users', 'users.id', 'case_team.user_id')
          .select('users.username')
          .where('case_team.case_id', '=', caseId)
          .orderBy('users.username')
          .execute()
      ).map((row) => row.username),
  };
}

export type LettersRepository = ReturnType<typeof createLettersRepository>;
