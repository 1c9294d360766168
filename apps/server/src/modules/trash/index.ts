import fp from 'fastify-plugin';
import { createDailyTrashPurge, scheduleDailyTrashPurge, type DailyTrashPurge } from './daily-purge';

declare module '../../plugins/core' {
  interface AppServices {
    trashPurge: DailyTrashPurge;
  }
}

/** The daily purge of the trashes (decisions §7.3): cases, each user's files and the
 * case documents' trashes (decisions §9), once per cluster and day. */
export const trashModule = fp(
  async (app) => {
    const { config, options, db, clock } = app.core;
    const { casesService, filesService, settingsService, caseDocumentTrash } = app.services;
    const trashPurge = createDailyTrashPurge({
      db,
      casesService,
      filesService,
      documentTrash: caseDocumentTrash,
      clock,
      officeTimeZone: config.officeTimeZone,
      trashDays: async () => (await settingsService.current()).trash_days,
      audit: app.services.audit,
    });
    app.services.trashPurge = trashPurge;
    if (options.dailyTrashPurge !== false) {
      scheduleDailyTrashPurge(app, trashPurge);
    }
  },
  { name: 'trash', dependencies: ['core', 'settings', 'audit', 'cases', 'files', 'case-documents'] },
);
