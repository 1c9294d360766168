import type { Category, MailChoice } from '@pidsus/shared';
import type { Db } from '../../db/database';
import { dialectOf, jsonRows, parseJson } from '../../db/json-columns';
import type { MailQueueRow, NewMailQueueRow } from '../../db/tables';

/** A hearing of the docket mail (decisions §11): the case, and its defendants' names in the order added. */
export interface DocketHearing {
  id: number;
  title: string;
  /** '' when the case has no number. */
  number: string;
  /** `HH:mm`, or null when the hearing has no hour yet. */
  time: string | null;
  type: Category;
  /** '' when the place is not known. */
  location: string;
  defendants: string[];
}

/** Queries on `mail_queue` (migrations 0030, 0031), on the accounts a mail goes to and on the docket it lists. */
export function createMailRepository(db: Db) {
  const dialect = dialectOf(db);
  return {
    /** An active staff account that chose `choice`, with its address; undefined otherwise. */
    recipientWhoChose: (userId: number, choice: MailChoice) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'email'])
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .where(choice, '=', 1)
        .executeTakeFirst(),

    /**
     * The docket of `day` for one account, in one query: the hearings of the cases whose team holds it (as the
     * morning reminder counts them), none in the trash, by hour (those without one last), then title.
     */
    docketOf: async (userId: number, day: string): Promise<DocketHearing[]> => {
      const rows = await db
        .selectFrom('case_team')
        .innerJoin('cases', 'cases.id', 'case_team.case_id')
        .select((eb) => [
          'cases.id',
          'cases.title',
          'cases.number',
          'cases.time',
          'cases.type',
          'cases.location',
          jsonRows(
            dialect,
            eb
              .selectFrom('case_defendants')
              .select(['case_defendants.id', 'case_defendants.name'])
              .whereRef('case_defendants.case_id', '=', 'cases.id'),
            ['id', 'name'],
            ['id'],
          ).as('defendants'),
        ])
        .where('case_team.user_id', '=', userId)
        .where('cases.date', '=', day)
        .where('cases.deleted_at', 'is', null)
        .orderBy((eb) => eb.fn.coalesce('cases.time', eb.val('99:99')))
        .orderBy('cases.title')
        .orderBy('cases.id')
        .execute();
      return rows.map(({ defendants, ...row }) => ({
        ...row,
        defendants: parseJson<{ name: string }[]>(defendants).map((defendant) => defendant.name),
      }));
    },

    insert: (row: NewMailQueueRow): Promise<MailQueueRow> =>
      db.insertInto('mail_queue').values(row).returningAll().executeTakeFirstOrThrow(),

    /**
     * A notification's mail: a new row, unless a row of the same notification still waits unclaimed (a grouped one,
     * decisions §10): that row then takes this mail's subject and words, and keeps its `created_at` and
     * `next_attempt_at`, so that edits that go on cannot put it off. One statement against the unique index of
     * migration 0031: when an instance claims the row meanwhile, it leaves that index and this is a new row.
     */
    queueNotification: (row: NewMailQueueRow & { notification_id: number }): Promise<MailQueueRow> =>
      db
        .insertInto('mail_queue')
        .values(row)
        .onConflict((conflict) =>
          conflict
            .column('notification_id')
            .where('claimed_by', 'is', null)
            .doUpdateSet((eb) => ({
              subject: eb.ref('excluded.subject'),
              text: eb.ref('excluded.text'),
              html: eb.ref('excluded.html'),
            })),
        )
        .returningAll()
        .executeTakeFirstOrThrow(),

    /**
     * Claims up to `limit` rows due at `now` for `instance` until `until`, in one UPDATE: a row already claimed by
     * another instance (its `claimed_until` not yet past) is skipped, also when both instances run this at the same
     * moment (PostgreSQL re-checks the condition on a row another UPDATE just changed; SQLite has one writer).
     * With `id`, only that row (the test mail), whenever it is due.
     */
    claim: (instance: string, now: string, until: string, limit: number, id?: number): Promise<MailQueueRow[]> => {
      let due = db
        .selectFrom('mail_queue')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('claimed_until', '<', now);
      due = id === undefined ? due.where('next_attempt_at', '<=', now) : due.where('id', '=', id);
      return db
        .updateTable('mail_queue')
        .set({ claimed_by: instance, claimed_until: until })
        .where('id', 'in', due.orderBy('id').limit(limit))
        .where('claimed_until', '<', now)
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .returningAll()
        .execute();
    },

    /**
     * Holds a row this instance claimed for `until` more, just before it is sent: true while it is still this
     * instance's (no other instance took it once an earlier send of the batch ran past its claim), not sent or failed.
     */
    renewClaim: async (id: number, instance: string, until: string): Promise<boolean> => {
      const result = await db
        .updateTable('mail_queue')
        .set({ claimed_until: until })
        .where('id', '=', id)
        .where('claimed_by', '=', instance)
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    markSent: (id: number, instance: string, at: string) =>
      db
        .updateTable('mail_queue')
        .set((eb) => ({ sent_at: at, claimed_until: '', attempts: eb('attempts', '+', 1), last_error: null }))
        .where('id', '=', id)
        .where('claimed_by', '=', instance)
        .execute(),

    /** A failed attempt: tried again at `nextAttemptAt`, or failed for good when that is undefined. */
    markAttemptFailed: (id: number, instance: string, error: string, at: string, nextAttemptAt: string | undefined) =>
      db
        .updateTable('mail_queue')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: error.slice(0, 1000),
          claimed_until: '',
          ...(nextAttemptAt === undefined ? { failed_at: at } : { next_attempt_at: nextAttemptAt }),
        }))
        .where('id', '=', id)
        .where('claimed_by', '=', instance)
        .returningAll()
        .executeTakeFirst(),

    /** The clean-up (decisions §11): rows sent before `sentBefore` and rows failed before `failedBefore` go. */
    deleteOld: async (sentBefore: string, failedBefore: string): Promise<number> => {
      const result = await db
        .deleteFrom('mail_queue')
        .where((eb) => eb.or([eb('sent_at', '<', sentBefore), eb('failed_at', '<', failedBefore)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
