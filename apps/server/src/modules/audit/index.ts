import fp from 'fastify-plugin';
import { auditRoutes } from './routes';
import { createAuditService, type AuditService } from './service';

export {
  auditOrigin,
  recordAuditChange,
  type AuditActor,
  type AuditChange,
  type AuditRead,
  type AuditService,
} from './service';
export { createAuditRepository, type AuditRepository } from './repository';
export { presentAuditEntry } from './presenter';

declare module '../../plugins/core' {
  interface AppServices {
    /** The audit log (decisions §9): `record` a change, `read` an access, the admins' list and export. */
    audit: AuditService;
  }
}

/**
 * The audit log an admin reads at `/admin/audit` (decisions §9). Modules record into it: with `app.services.audit`
 * (`record`, `read`: never failing their request), or inside their own transaction with `recordAuditChange`
 * (a purge) or the repository's `insert` (account and settings changes). Every row written during a request
 * carries the address and browser its actor's request came from (`AuthUser.origin`).
 */
export const auditModule = fp(
  async (app) => {
    const { config, db, clock } = app.core;
    const auditService = createAuditService({ db, clock, log: app.log, officeTimeZone: config.officeTimeZone });
    app.services.audit = auditService;
    await app.register(auditRoutes, {
      auditService,
      officeName: async () => (await app.services.settingsService.current()).office_name,
      timeZone: config.officeTimeZone,
      now: clock,
    });
  },
  { name: 'audit', dependencies: ['core', 'settings'] },
);
