import fp from 'fastify-plugin';
import { createMilestonesRepository, lastMilestoneColumn } from './repository';
import { milestonesRoutes } from './routes';
import { createMilestonesService, type MilestonesService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    milestonesService: MilestonesService;
  }
}

/** A case's milestones in the office's forms (Tahapan, decisions §8.3), their numbers and `last_milestone`. */
export const milestonesModule = fp(
  async (app) => {
    const { db, clock } = app.core;
    const { caseJournal, caseExtensions, formsService, deadlinesService, settingsService } = app.services;
    const milestonesService = createMilestonesService({
      milestones: createMilestonesRepository(db),
      forms: formsService,
      deadlines: deadlinesService,
      journal: caseJournal,
      clock,
      numberingSettings: () => settingsService.current(),
    });
    app.services.milestonesService = milestonesService;
    caseExtensions.details.push(milestonesService.lastOfCases);
    caseExtensions.columns.push(lastMilestoneColumn);
    await app.register(milestonesRoutes, { milestonesService });
  },
  { name: 'milestones', dependencies: ['core', 'settings', 'cases', 'deadlines', 'forms'] },
);
