import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { todayIn } from '../../lib/office-date';
import type { CaseDocumentTrashService } from '../case-documents/trash-service';
import type { CasesService } from '../cases/service';
import type { FilesService } from '../files/service';
import { recordAuditChange, type AuditService } from '../audit';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;

export interface TrashPurgeResult {
  /** Cases purged. */
  cases: number;
  /** Files and folders of the file manager's trashes purged (the items their owners deleted). */
  items: number;
  /** Case documents of live cases' trashes purged (decisions §9). */
  documents: number;
}

/**
 * The automatic purge of the trashes (decisions §7.3): what has been in a trash longer than `trashDays()` is
 * deleted for good, with its stored content, once per office day across every instance. The day's row in
 * `trash_purges` is inserted in the same transaction as the deletions; a second instance's insert of the same
 * day does nothing (on PostgreSQL it waits for the first to commit). The content is removed after the commit.
 */
export function createDailyTrashPurge(deps: {
  db: Db;
  casesService: Pick<CasesService, 'purgeBefore' | 'removeContent'>;
  filesService: Pick<FilesService, 'trash' | 'content'>;
  /** The case documents' trashes (decisions §9). */
  documentTrash: Pick<CaseDocumentTrashService, 'purgeBefore'>;
  clock: Clock;
  officeTimeZone: string;
  /** Days an item stays in a trash, as they apply now (the admin setting over `TRASH_DAYS`, decisions §7.4). */
  trashDays: () => Promise<number>;
  /** The audit log: its reads older than a year go with the day's purge, and the purge itself is a row. */
  audit: Pick<AuditService, 'purgeOldReads'>;
}) {
  const { db, casesService, filesService, documentTrash, clock, officeTimeZone, trashDays, audit } = deps;
  return {
    /** Purges what is due; answers the counts, or undefined when today's purge has already run. */
    run: async (): Promise<TrashPurgeResult | undefined> => {
      const now = clock();
      const cutoff = new Date(now.getTime() - (await trashDays()) * DAY_MS).toISOString();
      const outcome = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('trash_purges')
          .values({ day: todayIn(officeTimeZone, now), purged_at: now.toISOString() })
          .onConflict((conflict) => conflict.column('day').doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) {
          return undefined;
        }
        const cases = await casesService.purgeBefore(cutoff, trx);
        const files = await filesService.trash.purgeBefore(trx, cutoff);
        const documents = await documentTrash.purgeBefore(cutoff, trx);
        await trx
          .updateTable('trash_purges')
          .set({ cases: cases.purged, items: files.items })
          .where('day', '=', todayIn(officeTimeZone, now))
          .execute();
        if (cases.purged + files.items + documents.purged > 0) {
          await recordAuditChange(
            trx,
            null,
            {
              action: 'trash.auto_purge',
              details: { cases: cases.purged, items: files.items, documents: documents.purged },
            },
            now,
          );
        }
        // Reads of the audit log older than AUDIT_READ_DAYS go with the day's purge (decisions §9).
        await audit.purgeOldReads(trx);
        return { cases, files, documents };
      });
      if (!outcome) {
        return undefined;
      }
      await casesService.removeContent(outcome.cases.keys);
      // After the files' rows and the documents' are gone: a stored object both held goes with the last of them.
      await filesService.content.remove([...outcome.files.keys, ...outcome.documents.keys]);
      return { cases: outcome.cases.purged, items: outcome.files.items, documents: outcome.documents.purged };
    },
  };
}

export type DailyTrashPurge = ReturnType<typeof createDailyTrashPurge>;

/**
 * Every instance checks each hour (and once at start) whether today's purge is due; the database picks one.
 * Closing the app waits for a purge still running.
 */
export function scheduleDailyTrashPurge(app: FastifyInstance, purge: DailyTrashPurge) {
  let running: Promise<void> | undefined;
  const run = () => {
    running = purge
      .run()
      .then((result) => {
        if (result) {
          app.log.info(result, 'trash purged');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'trash purge failed'));
  };
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
