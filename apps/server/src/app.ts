import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { auditModule } from './modules/audit';
import { authModule } from './modules/auth';
import { avatarsModule } from './modules/avatars';
import { calendarModule } from './modules/calendar';
import { caseDocumentsModule } from './modules/case-documents';
import { casesModule } from './modules/cases';
import { contentModule } from './modules/content';
import { deadlinesModule } from './modules/deadlines';
import { defendantsModule } from './modules/defendants';
import { detentionsModule } from './modules/detentions';
import { evidenceModule } from './modules/evidence';
import { exportsModule } from './modules/exports';
import { filesModule } from './modules/files';
import { formsModule } from './modules/forms';
import { healthModule } from './modules/health';
import { lettersModule } from './modules/letters';
import { importModule } from './modules/import';
import { mailModule } from './modules/mail';
import { heavyWorkModule } from './modules/heavy-work';
import { milestonesModule } from './modules/milestones';
import { notificationsModule } from './modules/notifications';
import { profileModule } from './modules/profile';
import { recoveriesModule } from './modules/recoveries';
import { registersModule } from './modules/registers';
import { settingsModule } from './modules/settings';
import { statsModule } from './modules/stats';
import { trashModule } from './modules/trash';
import { twoFactorModule } from './modules/two-factor';
import { usersModule } from './modules/users';
import { registerAuth } from './plugins/auth';
import { corePlugin, type BuildOptions } from './plugins/core';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { fastifyOptions, registerLifecycle } from './plugins/lifecycle';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerCompression } from './plugins/compression';
import { registerSpa } from './plugins/spa';

export type { AppServices, BuildOptions } from './plugins/core';

/**
 * The modules, in the order they register: each is a Fastify plugin (`modules/<x>/index.ts`) that builds its
 * repository and service, registers its routes, listeners and timers, and names the modules it needs
 * (`dependencies`); Fastify refuses to start when one is missing or comes later. A module needs only those
 * before it (docs/architecture.md, "Where a new module goes").
 */
const modules = [
  healthModule,
  settingsModule,
  auditModule,
  contentModule,
  usersModule,
  twoFactorModule,
  authModule,
  profileModule,
  avatarsModule,
  casesModule,
  notificationsModule,
  deadlinesModule,
  defendantsModule,
  detentionsModule,
  filesModule,
  caseDocumentsModule,
  trashModule,
  heavyWorkModule,
  calendarModule,
  exportsModule,
  statsModule,
  formsModule,
  milestonesModule,
  evidenceModule,
  recoveriesModule,
  registersModule,
  lettersModule,
  importModule,
  mailModule,
];

/** Builds the whole application; `main.ts` and the tests both start from here. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config, options)).withTypeProvider<ZodTypeProvider>();
  registerLifecycle(app, options);
  // The database (migrated), Redis, the event bus and the blob store: app.core, app.services.{db,events}.
  await app.register(corePlugin, { config, options });
  await registerSecurityHeaders(app, { https: config.publicUrl?.startsWith('https://') === true });
  registerCompression(app);
  registerErrorHandling(app);
  await registerDocs(app);
  // The gate of every module's routes, so before them; the session behind a token is the auth module's to find.
  registerAuth(app, {
    authenticate: (token) => app.services.authService.authenticate(token),
    mustSetUpTwoFactor: (user) => app.services.twoFactorService.mustSetUp(user),
  });
  for (const module of modules) {
    await app.register(module);
  }
  await registerSpa(app, options.webDist);
  await app.ready();
  return app;
}
