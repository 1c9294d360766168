import fp from 'fastify-plugin';
import { createRecoveriesRepository, recoveredTotalColumn } from './repository';
import { recoveriesRoutes } from './routes';
import { createRecoveriesService, type RecoveriesService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    recoveriesService: RecoveriesService;
  }
}

/** State money of cases: the state loss and the recoveries, the case JSON's `recovered_total` (decisions §8.4). */
export const recoveriesModule = fp(
  async (app) => {
    const { config, db, clock } = app.core;
    const recoveriesService = createRecoveriesService({
      recoveries: createRecoveriesRepository(db),
      journal: app.services.caseJournal,
      clock,
      officeTimeZone: config.officeTimeZone,
    });
    app.services.recoveriesService = recoveriesService;
    app.services.caseExtensions.details.push(recoveriesService.details);
    app.services.caseExtensions.columns.push(recoveredTotalColumn);
    await app.register(recoveriesRoutes, { recoveriesService });
  },
  { name: 'recoveries', dependencies: ['core', 'cases'] },
);
