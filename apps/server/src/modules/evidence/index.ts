import fp from 'fastify-plugin';
import { createEvidenceRepository } from './repository';
import { evidenceRoutes } from './routes';
import { createEvidenceService, type EvidenceService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    evidenceService: EvidenceService;
  }
}

/** Evidence (barang bukti) of cases (decisions §8.4). */
export const evidenceModule = fp(
  async (app) => {
    const { config, db, clock } = app.core;
    const evidenceService = createEvidenceService({
      evidence: createEvidenceRepository(db),
      journal: app.services.caseJournal,
      clock,
      officeTimeZone: config.officeTimeZone,
    });
    app.services.evidenceService = evidenceService;
    await app.register(evidenceRoutes, { evidenceService });
  },
  { name: 'evidence', dependencies: ['core', 'cases'] },
);
