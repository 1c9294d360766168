import fp from 'fastify-plugin';
import { createImportRepository } from './repository';
import { importRoutes } from './routes';
import { createImportService, type ImportService } from './service';

export type { ImportService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    importService: ImportService;
  }
}

/** Importing the register an office keeps today (decisions §8.7): cases written through the case journal. */
export const importModule = fp(
  async (app) => {
    const { db, clock } = app.core;
    const importService = createImportService({
      repository: createImportRepository(db),
      journal: app.services.caseJournal,
      clock,
    });
    app.services.importService = importService;
    await app.register(importRoutes, { importService });
  },
  { name: 'import', dependencies: ['core', 'cases', 'defendants'] },
);
