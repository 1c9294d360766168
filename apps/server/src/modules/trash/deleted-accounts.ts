import type { DeletedAccountFiles } from '@pidsus/shared';
import type { AuditActor } from '../audit';
import type { FilesService } from '../files/service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The files of deleted accounts (contract §9): they wait in the trash for the daily purge, `trashDays()` after the
 * deletion, and an administrator may purge them sooner.
 */
export function createDeletedAccountsService(deps: {
  filesService: Pick<FilesService, 'trash'>;
  /** Days an item stays in a trash, as they apply now (the admin setting over `TRASH_DAYS`). */
  trashDays: () => Promise<number>;
}) {
  const { filesService, trashDays } = deps;
  return {
    /** The accounts whose files still wait, the latest deleted first (at most `limit`), and how many there are. */
    list: async (limit: number): Promise<{ items: DeletedAccountFiles[]; total: number }> => {
      const [days, { owners, total }] = await Promise.all([trashDays(), filesService.trash.deletedOwners(limit)]);
      const items = owners.map((owner) => ({
        ...owner,
        purge_after: new Date(Date.parse(owner.deleted_at) + days * DAY_MS).toISOString(),
      }));
      return { items, total };
    },
    /** Purges one deleted account's files and folders now (404 none left or no such account, 409 a live one). */
    purge: (admin: NonNullable<AuditActor>, accountId: number) =>
      filesService.trash.purgeDeletedOwner(admin, accountId),
  };
}

export type DeletedAccountsService = ReturnType<typeof createDeletedAccountsService>;
