import fp from 'fastify-plugin';
import { createLettersRepository } from './repository';
import { lettersRoutes } from './routes';
import { createLettersService, type LettersService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    lettersService: LettersService;
  }
}

/** Letters from the office's templates (decisions §8.6): the forms' `.docx` templates and `Buat Surat`. */
export const lettersModule = fp(
  async (app) => {
    const { db, clock, store } = app.core;
    const { caseJournal, content, formsService, milestonesService, caseDocumentsService, settingsService } =
      app.services;
    const lettersService = createLettersService({
      letters: createLettersRepository(db),
      forms: formsService,
      milestones: milestonesService,
      documents: caseDocumentsService,
      journal: caseJournal,
      store,
      content,
      clock,
      settings: () => settingsService.current(),
    });
    app.services.lettersService = lettersService;
    formsService.removalHooks.push(lettersService.onFormRemoved);
    await app.register(lettersRoutes, { lettersService });
  },
  { name: 'letters', dependencies: ['core', 'settings', 'content', 'cases', 'forms', 'milestones', 'case-documents'] },
);
