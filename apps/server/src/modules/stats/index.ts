import fp from 'fastify-plugin';
import { createStatsExport } from './export';
import { createStatsRepository } from './repository';
import { statsRoutes } from './routes';
import { createStatsService } from './service';

/** The admins' statistics (decisions §7.4), their period and workbook, and the admin dashboard's figures (§10). */
export const statsModule = fp(
  async (app) => {
    const { config, db, clock } = app.core;
    const { accounts, exportsService, settingsService, audit } = app.services;
    const statsService = createStatsService({
      stats: createStatsRepository(db),
      clock,
      officeTimeZone: config.officeTimeZone,
      loginLocks: accounts.loginLimiter,
    });
    const statsExport = createStatsExport({
      stats: statsService,
      limited: exportsService.limited,
      officeName: async () => (await settingsService.current()).office_name,
    });
    await app.register(statsRoutes, { statsService, statsExport, audit });
  },
  { name: 'stats', dependencies: ['core', 'users', 'settings', 'audit', 'exports'] },
);
