import { TRASH_CASES_MAX, type Case, type TrashedCase } from '@pidsus/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { BlobStore } from '../../storage/blob-store';
import { recordAuditChange } from '../audit';
import { nextTimestamp } from './changes';
import type { CaseJournal } from './journal';
import type { CaseReader } from './reader';
import type { CasesRepository } from './repository';

/** The storage keys of the content held by these cases (decisions §7.3 purge; documents wire it in). */
export type ListContentKeysOfCases = (caseIds: number[], executor?: Transaction<Database>) => Promise<string[]>;

/** The trash of cases (decisions §7.3): its list, a restore, and the purges (daily, and one by an admin). */
export function createCaseTrashService(deps: {
  cases: CasesRepository;
  journal: CaseJournal;
  reader: CaseReader;
  clock: Clock;
  /** Where the stored content of a case's documents lives (the BlobStore); without it nothing is removed. */
  contentStore?: Pick<BlobStore, 'delete'>;
  /**
   * The storage keys of the content these cases hold (their documents), read in the purge's transaction before
   * the rows go (cascade). Wired by the app at the documents' merge; until then none.
   */
  listContentKeysOfCases?: ListContentKeysOfCases;
  /** Told of stored content a purge could not remove (logged; the start-up sweep removes it later). */
  onContentError?: (error: unknown) => void;
}) {
  const {
    cases,
    journal,
    reader,
    clock,
    contentStore,
    listContentKeysOfCases = async () => [],
    onContentError = () => undefined,
  } = deps;

  const removeContent = async (keys: readonly string[]): Promise<void> => {
    const results = await Promise.allSettled(keys.map((key) => contentStore?.delete(key)));
    for (const result of results) {
      if (result.status === 'rejected') {
        onContentError(result.reason);
      }
    }
  };

  return {
    /** The trash as its screen shows it: the latest `TRASH_CASES_MAX` deleted, and how many there are in all. */
    trash: async (): Promise<{ items: TrashedCase[]; total: number }> => {
      const [rows, total] = await Promise.all([cases.listTrash(TRASH_CASES_MAX), cases.countTrash()]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          number: row.number,
          type: row.type,
          date: row.date,
          deleted_at: row.deleted_at ?? '',
          deleted_by: row.deleted_by === null ? null : { id: row.deleted_by, username: row.deleted_by_name ?? '' },
        })),
        total,
      };
    },

    /**
     * Brings a case back from the trash, whole: its team, followers and history never left; a history row says
     * who restored it, and its team and followers hear of it. 404 for a case that is not in the trash.
     */
    restore: async (id: number, actor: Actor): Promise<Case> => {
      const { restored, announce } = await cases.transaction(async (trx) => {
        const current = await cases.findTrashedForUpdate(id, trx);
        const at = nextTimestamp(clock, current?.updated_at);
        if (!current || !(await cases.restoreFromTrash(id, at, trx))) {
          throw notFound(messages.cases.notInTrash);
        }
        const row = await reader.presentOne({ ...current, updated_at: at }, actor.id, trx);
        const recorded = await journal.recordCaseChange(trx, { caseId: id, action: 'restored', actor, at, case: row });
        return { restored: recorded.case, announce: recorded.announce };
      });
      announce();
      return restored;
    },

    /**
     * Purges the cases moved to the trash before `cutoff`, in the daily purge's transaction: the storage keys of
     * the content they hold are asked for before the rows go (`listContentKeysOfCases`) and answered, to be
     * removed (`removeContent`) once that transaction has committed. Their team and followers go with them;
     * their history stays (not a foreign key).
     */
    purgeBefore: async (cutoff: string, trx: Transaction<Database>): Promise<{ purged: number; keys: string[] }> => {
      const ids = await cases.trashedBefore(cutoff, trx);
      const keys = ids.length === 0 ? [] : await listContentKeysOfCases(ids, trx);
      return { purged: await cases.purge(ids, trx), keys };
    },

    /** Removes stored content after the rows that pointed to it are gone (see `purgeBefore`). */
    removeContent,

    /**
     * Purges one case of the trash (admins only, in the route), as `purgeBefore` does, then removes its stored
     * content; content that cannot be removed is logged and left to the start-up sweep. 404 for a case that is
     * not in the trash.
     */
    purgeOne: async (id: number, actor?: Pick<Actor, 'id'>): Promise<void> => {
      const { keys } = await cases.transaction(async (trx) => {
        const row = await cases.findTrashedForUpdate(id, trx);
        if (!row) {
          throw notFound(messages.cases.notInTrash);
        }
        const keys = await listContentKeysOfCases([id], trx);
        await cases.purge([id], trx);
        // The audit row (decisions §9) stands or falls with the purge; the label is the case as it was.
        if (actor) {
          const label = [row.number, row.title].filter(Boolean).join(' · ');
          await recordAuditChange(trx, actor, { action: 'case.purge', object: { type: 'case', id, label } }, clock());
        }
        return { keys };
      });
      await removeContent(keys);
    },
  };
}
