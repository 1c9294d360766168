import type { FormFields, FormUpdate } from '@pidsus/shared';
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

type Executor = Db | Transaction<Database>;

const formColumns = [
  'forms.id',
  'forms.code',
  'forms.name',
  'forms.stage',
  'forms.numbering',
  'forms.classification',
  'forms.starts_deadlines',
] as const;

/** Whether the form has a letter template (decisions §8.6, `form_templates`). */
const hasTemplate = (eb: ExpressionBuilder<Database, 'forms'>) =>
  eb
    .exists(
      eb
        .selectFrom('form_templates')
        .select('form_templates.form_code')
        .whereRef('form_templates.form_code', '=', 'forms.code'),
    )
    .as('has_template');

/** Queries on `forms`, the catalogue of the office's forms (migration 0022). */
export function createFormsRepository(db: Db) {
  return {
    /** The catalogue in the procedure's order (the shipped order, then those added). */
    list: () =>
      db.selectFrom('forms').select(formColumns).select(hasTemplate).orderBy('position').orderBy('id').execute(),
    findByCode: (code: string, executor: Executor = db) =>
      executor.selectFrom('forms').select(formColumns).select(hasTemplate).where('code', '=', code).executeTakeFirst(),
    insert: async (form: FormFields, now: string) =>
      db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('forms')
          .select((eb) => eb.fn.max('position').as('position'))
          .executeTakeFirst();
        return trx
          .insertInto('forms')
          .values({
            ...form,
            starts_deadlines: JSON.stringify(form.starts_deadlines),
            position: Number(last?.position ?? 0) + 1,
            created_at: now,
            updated_at: now,
          })
          .returning(formColumns)
          .executeTakeFirstOrThrow();
      }),
    update: (code: string, form: FormUpdate, now: string) =>
      db
        .updateTable('forms')
        .set({ ...form, starts_deadlines: JSON.stringify(form.starts_deadlines), updated_at: now })
        .where('code', '=', code)
        .returning(formColumns)
        .executeTakeFirst(),
    /** How many milestones are in this form (a form in use is not deleted). */
    countMilestones: async (formId: number): Promise<number> => {
      const row = await db
        .selectFrom('case_milestones')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('form_id', '=', formId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    delete: async (id: number): Promise<void> => {
      await db.deleteFrom('forms').where('id', '=', id).execute();
    },
  };
}

export type FormsRepository = ReturnType<typeof createFormsRepository>;
export type FormRow = NonNullable<Awaited<ReturnType<FormsRepository['findByCode']>>>;
