import fp from 'fastify-plugin';
import { createDefendantsRepository, defendantsColumn } from './repository';
import { defendantsRoutes } from './routes';
import { createDefendantsService, type DefendantHooks, type DefendantsService } from './service';

export type { DefendantHooks, DefendantsService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    defendantsService: DefendantsService;
    /** What the modules that name a defendant (detentions) add to its rules. */
    defendantHooks: DefendantHooks;
  }
}

/** The defendants of cases (decisions §8.1): their list, the names every presented case carries, the search. */
export const defendantsModule = fp(
  async (app) => {
    const { config, db, clock } = app.core;
    const { caseJournal, caseExtensions } = app.services;
    const hooks: DefendantHooks = { inUse: [], renamed: [] };
    const defendantsService = createDefendantsService({
      defendants: createDefendantsRepository(db),
      journal: caseJournal,
      clock,
      officeTimeZone: config.officeTimeZone,
      hooks,
    });
    Object.assign(app.services, { defendantsService, defendantHooks: hooks });
    caseExtensions.details.push(defendantsService.detailsOfCases);
    caseExtensions.columns.push(defendantsColumn);
    await app.register(defendantsRoutes, { defendantsService });
  },
  { name: 'defendants', dependencies: ['core', 'cases'] },
);
