import fp from 'fastify-plugin';
import { createDailyTrashPurge, scheduleDailyTrashPurge, type DailyTrashPurge } from './daily-purge';
import { createDeletedAccountsService } from './deleted-accounts';
import { deletedAccountsRoutes } from './routes';

declare module '../../plugins/core' {
  interface AppServices {
    trashPurge: DailyTrashPurge;
  }
}

/**
 * The daily purge of the trashes (decisions §7.3): cases, each user's files and the case documents' trashes
 * (decisions §9), once per cluster and day; and the files of deleted accounts, which an admin may purge sooner.
 */
export const trashModule = fp(
  async (app) => {
    const { config, options, db, clock } = app.core;
    const { casesService, filesService, settingsService, caseDocumentTrash } = app.services;
    const trashDays = async () => (await settingsService.current()).trash_days;
    const trashPurge = createDailyTrashPurge({
      db,
      casesService,
      filesService,
      documentTrash: caseDocumentTrash,
      clock,
      officeTimeZone: config.officeTimeZone,
      trashDays,
      audit: app.services.audit,
    });
    app.services.trashPurge = trashPurge;
    if (options.dailyTrashPurge !== false) {
      scheduleDailyTrashPurge(app, trashPurge);
    }
    // A deleted account's files, which an administrator may purge before the daily purge does (contract §9).
    await app.register(deletedAccountsRoutes, {
      deletedAccounts: createDeletedAccountsService({ filesService, trashDays }),
    });
  },
  { name: 'trash', dependencies: ['core', 'settings', 'audit', 'cases', 'files', 'case-documents'] },
);
