import fp from 'fastify-plugin';
import { createCaseDocumentsRepository } from './repository';
import { caseDocumentsRoutes } from './routes';
import { createCaseDocumentsService, type CaseDocumentsService } from './service';
import { caseDocumentTrashRoutes } from './trash-routes';
import { createCaseDocumentTrashService, type CaseDocumentTrashService } from './trash-service';

declare module '../../plugins/core' {
  interface AppServices {
    caseDocumentsService: CaseDocumentsService;
    /** The documents' trash (decisions §9); the daily purge empties it after `TRASH_DAYS`. */
    caseDocumentTrash: CaseDocumentTrashService;
  }
}

/** The documents of a case file (decisions §7.2): stored content, recorded through the case journal. */
export const caseDocumentsModule = fp(
  async (app) => {
    const { config, db, clock, store } = app.core;
    const { caseJournal, caseExtensions, content, uploadSlots, filesService } = app.services;
    const documents = createCaseDocumentsRepository(db);
    const caseDocumentsService = createCaseDocumentsService({
      documents,
      journal: caseJournal,
      files: { findFileById: filesService.findOwnFile, lockOwnFiles: filesService.lockOwnFiles },
      store,
      content,
      slots: uploadSlots,
      clock,
      limits: config.files,
    });
    const caseDocumentTrash = createCaseDocumentTrashService({ documents, journal: caseJournal, content, clock });
    Object.assign(app.services, { caseDocumentsService, caseDocumentTrash });
    // A purged case's documents go with it: their content after the purge's commit (decisions §7.3).
    caseExtensions.contentKeys.push(documents.listStorageKeysOfCases);
    await app.register(caseDocumentsRoutes, {
      caseDocumentsService,
      maxUploadBytes: config.files.maxUploadBytes,
      audit: app.services.audit,
    });
    await app.register(caseDocumentTrashRoutes, { trashService: caseDocumentTrash });
  },
  { name: 'case-documents', dependencies: ['core', 'audit', 'content', 'cases', 'files'] },
);
