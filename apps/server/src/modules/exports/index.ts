import fp from 'fastify-plugin';
import { createMemoryUploadSlots, createRedisUploadSlots } from '../content';
import { exportsRoutes } from './routes';
import { createExportsService, type ExportsService } from './service';

export { sendExportFile } from './routes';
export {
  cellText,
  sectionColumn,
  type ExportColumn,
  type ExportDocument,
  type ExportSection,
  type SectionRow,
} from './document';
export type { ExportFile, ExportsService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    /**
     * The exports' rules (decisions §7.4, §9) for other modules: `document` runs a document (the registers, §8.5),
     * `limited` holds any module's export to the per-user limit (the statistics' workbook, §10).
     */
    exportsService: ExportsService;
  }
}

/** Exports of the case lists and the docket (decisions §7.4), read through the cases service like the screens. */
export const exportsModule = fp(
  async (app) => {
    const { casesService, settingsService, heavyWork } = app.services;
    const { redis } = app.core;
    const exportsService = createExportsService({
      heavyWork,
      // Counted across the instances when there is Redis (decisions §9); a crashed instance's lapse in a minute.
      slots: redis
        ? createRedisUploadSlots(redis, app.log, { name: 'exports', leaseMs: 60_000 })
        : createMemoryUploadSlots(),
      cases: casesService,
      // The office name of the admin settings, through their cache.
      officeName: async () => (await settingsService.current()).office_name,
    });
    app.services.exportsService = exportsService;
    await app.register(exportsRoutes, { exportsService, audit: app.services.audit });
  },
  { name: 'exports', dependencies: ['settings', 'audit', 'cases', 'heavy-work'] },
);
