import fp from 'fastify-plugin';
import { createMonthlyReportRepository } from './monthly-report';
import { createRegistersRepository } from './repository';
import { registersRoutes } from './routes';
import { createRegistersService } from './service';

/** The office's registers and monthly report for a month (decisions §8.5), read from the case record. */
export const registersModule = fp(
  async (app) => {
    const { config, db, clock } = app.core;
    const registersService = createRegistersService({
      repository: createRegistersRepository(db),
      report: createMonthlyReportRepository(db),
      exports: app.services.exportsService,
      officeName: async () => (await app.services.settingsService.current()).office_name,
      officeTimeZone: config.officeTimeZone,
      clock,
    });
    await app.register(registersRoutes, { registersService, audit: app.services.audit });
  },
  { name: 'registers', dependencies: ['core', 'settings', 'audit', 'exports'] },
);
