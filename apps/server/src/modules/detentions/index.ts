import fp from 'fastify-plugin';
import { createDetentionsRepository, heldOnMarker } from './repository';
import { detentionsRoutes } from './routes';
import { createDetentionsService, type DetentionsService } from './service';

export type { DetentionsService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    detentionsService: DetentionsService;
  }
}

/**
 * Detention periods (decisions §8.2): counted as the law counts them, each keeping its deadline (the deadlines
 * module), naming a defendant (which then cannot go), and the board's detainee marker.
 */
export const detentionsModule = fp(
  async (app) => {
    const { config, db, clock } = app.core;
    const { caseJournal, caseExtensions, defendantsService, defendantHooks, deadlinesService } = app.services;
    const detentionsService = createDetentionsService({
      detentions: createDetentionsRepository(db),
      journal: caseJournal,
      defendants: defendantsService,
      deadlines: deadlinesService,
      clock,
      officeTimeZone: config.officeTimeZone,
    });
    app.services.detentionsService = detentionsService;
    caseExtensions.dayMarkers.push(heldOnMarker);
    defendantHooks.inUse.push(detentionsService.namesDefendant);
    defendantHooks.renamed.push(detentionsService.defendantRenamed);
    await app.register(detentionsRoutes, { detentionsService });
  },
  { name: 'detentions', dependencies: ['core', 'cases', 'deadlines', 'defendants'] },
);
