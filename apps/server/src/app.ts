import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as IoRedis from 'ioredis';
import { CALENDAR_FEED_PER_HOUR } from '@pidsus/shared';
import { fastifyTrustProxy, type Config } from './config';
import { createDatabase, migrateToLatest, type Db } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import { unavailable } from './lib/errors';
import { dummyPasswordHash } from './lib/passwords';
import { loadOnDemand } from './lib/load-on-demand';
import { serializeRequest } from './lib/log-redaction';
import { createResponseSerializerCompiler } from './lib/response-serializer';
import { createLoginLimiter, createPasswordCheckLimiter } from './modules/auth/login-limiter';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { appConfigRoutes } from './modules/app-config/routes';
import { createAuthService, type AuthService } from './modules/auth/service';
import { createCasesRepository } from './modules/cases/repository';
import { casesRoutes } from './modules/cases/routes';
import { caseTrashRoutes } from './modules/cases/trash-routes';
import { createCasesService, type CasesService, type ListContentKeysOfCases } from './modules/cases/service';
import { DomainEvents } from './lib/domain-events';
import { createSessionsRepository } from './modules/auth/sessions-repository';
import { profileRoutes } from './modules/profile/routes';
import { createProfileService, type ProfileService } from './modules/profile/service';
import { createUsersRepository } from './modules/users/repository';
import { usersRoutes } from './modules/users/routes';
import { createAuditRepository } from './modules/audit/repository';
import { createAvatarsRepository } from './modules/avatars/repository';
import { avatarRoutes } from './modules/avatars/routes';
import { createAvatarLinks, createAvatarsService, type AvatarsService } from './modules/avatars/service';
import { createUsersService, type UsersService } from './modules/users/service';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerRealtime } from './plugins/realtime';
import { createNotificationsRepository } from './modules/notifications/repository';
import { subscribeNotifications } from './modules/notifications/listeners';
import { notificationsRoutes } from './modules/notifications/routes';
import { scheduleDailyReminder } from './modules/notifications/scheduler';
import { createNotificationsService, type NotificationsService } from './modules/notifications/service';
import { registerSpa } from './plugins/spa';
import { createFilesRepository } from './modules/files/repository';
import { filesRoutes } from './modules/files/routes';
import { createFilesService, type FilesService } from './modules/files/service';
import { createBlobStore } from './storage';
import { createMaintenanceRepository } from './modules/maintenance/repository';
import { sweepStoredContentOnStart } from './modules/maintenance/scheduler';
import { registerRequestDeadline } from './plugins/request-deadline';
import { RequestLog } from './plugins/request-log';
import { registerRefusedBodyDrain } from './plugins/refused-body';
import { createDeadlinesRepository } from './modules/deadlines/repository';
import { deadlinesRoutes } from './modules/deadlines/routes';
import { scheduleDeadlineReminders } from './modules/deadlines/scheduler';
import { createDeadlinesService, type DeadlinesService } from './modules/deadlines/service';
import { createCaseDocumentsRepository } from './modules/case-documents/repository';
import { caseDocumentsRoutes } from './modules/case-documents/routes';
import { createCaseDocumentsService, type CaseDocumentsService } from './modules/case-documents/service';
import { createDailyTrashPurge, scheduleDailyTrashPurge, type DailyTrashPurge } from './modules/trash/daily-purge';
import { createCalendarRepository } from './modules/calendar/repository';
import { calendarRoutes } from './modules/calendar/routes';
import { createFeedLimiter } from './modules/calendar/feed-limiter';
import { createCalendarService, type CalendarService } from './modules/calendar/service';
import { createSettingsRepository } from './modules/settings/repository';
import { settingsRoutes } from './modules/settings/routes';
import { createSettingsService, type SettingsService } from './modules/settings/service';
import { exportsRoutes } from './modules/exports/routes';
import { createExportsService } from './modules/exports/service';
import { createStatsRepository } from './modules/stats/repository';
import { statsRoutes } from './modules/stats/routes';
import { createStatsService } from './modules/stats/service';

export interface BuildOptions {
  /** The built web app (apps/web/dist); absent in API-only tests. */
  webDist?: string;
  clock?: Clock;
  /** false silences logs (tests); otherwise pino at the configured level. */
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Prefix of every Redis key, so that several deployments or test runs can share one Redis. */
  redisPrefix?: string;
  /** How long a request body may take to arrive (uploads: how long they may stall); tests shorten it. */
  requestTimeoutMs?: number;
  /** false: no 07:00 reminder timer (tests call `runDailyReminder` themselves, with their clock). */
  dailyReminder?: boolean;
  /**
   * The storage keys of the content held by these cases, read before a purge deletes them (contract §7.3): by
   * default their documents' (`case_documents`); tests may pass their own.
   */
  listContentKeysOfCases?: ListContentKeysOfCases;
  /** false: no daily trash purge timer (tests call `trashPurge.run` themselves, with their clock). */
  dailyTrashPurge?: boolean;
  /** A request at least this slow is logged at `info` (plugins/request-log.ts); 1 s unless given. */
  slowRequestMs?: number;
  /** Check every answer against its Zod schema as well (tests): see `createResponseSerializerCompiler`. */
  verifyResponses?: boolean;
}

export interface AppServices {
  db: Db;
  usersService: UsersService;
  profileService: ProfileService;
  authService: AuthService;
  casesService: CasesService;
  events: DomainEvents;
  avatarsService: AvatarsService;
  filesService: FilesService;
  notificationsService: NotificationsService;
  deadlinesService: DeadlinesService;
  caseDocumentsService: CaseDocumentsService;
  trashPurge: DailyTrashPurge;
  calendarService: CalendarService;
  settingsService: SettingsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Builds the whole application; `main.ts` and the tests both start from here. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const redisPrefix = options.redisPrefix ?? 'pidsus:';
  const app = Fastify({
    // Requests are logged with the link signatures redacted (decisions §6).
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // One line per request, at `info` only when it failed or was slow (plugins/request-log.ts).
    logController: new RequestLog(options.slowRequestMs ?? 1000),
    // A proxy's request id is kept when it looks like one; anything else from a client is not logged or echoed.
    requestIdHeader: false,
    genReqId: (request) => {
      const fromProxy = request.headers['x-request-id'];
      return typeof fromProxy === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(fromProxy) ? fromProxy : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Off here, because Node's is server-wide and would cut long uploads: registerRequestDeadline
    // enforces the same 60 s per request, and a stall limit instead on upload routes.
    requestTimeout: 0,
    // A request that arrives while the instance shuts down gets the 503 of the onRequest hook below.
    return503OnClosing: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  // Set when a graceful shutdown begins (lib/graceful-shutdown.ts): the listening socket is closed then, but a
  // request may still arrive on a connection already open (a proxy's keep-alive one, a pipelined request).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    // The request id in every response, so that a user's report can be matched to the log line.
    reply.header('x-request-id', request.id);
    if (closing) {
      // Answered in Indonesian with Retry-After (Fastify's own answer is English), and the connection closes, so
      // that the proxy sends the retry to another instance (deploy/nginx.conf).
      reply.header('connection', 'close');
      throw unavailable();
    }
  });
  // A request already in flight when the shutdown began closes its connection with its answer: Node keeps an
  // open keep-alive connection until it times out (72 s), which held the drain until its bound.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) {
      reply.header('connection', 'close');
    }
    done(null, payload);
  });
  registerRequestDeadline(app, options.requestTimeoutMs ?? 60_000);
  // A refused body up to 8 MiB is read to its end, so that nginx gets the 413 and not a reset (decisions §1).
  registerRefusedBodyDrain(app, { maxBytes: 8 * 1024 * 1024, ms: options.requestTimeoutMs ?? 60_000 });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by fast-json-stringify from the JSON Schema of their Zod schema (lib/response-serializer.ts).
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: options.verifyResponses === true }));

  const db = createDatabase(config.database, config.sqliteSynchronous, (error) =>
    app.log.warn({ err: error }, 'database connection lost; the pool reconnects'),
  );
  const redis = config.redisUrl
    ? // No offline queue: while Redis is out of reach a command fails at once (and its caller falls back or answers
      // 503) instead of waiting for reconnections; the socket.io adapter's own clients keep theirs (realtime.ts).
      new (loadOnDemand<typeof IoRedis>('ioredis').Redis)(config.redisUrl, {
        keyPrefix: redisPrefix,
        maxRetriesPerRequest: 3,
        enableOfflineQueue: false,
      })
    : undefined;
  // Without a listener ioredis prints every failed reconnection; the log says it once per attempt instead.
  redis?.on('error', (error: unknown) => app.log.warn({ err: error }, 'Redis unavailable'));
  app.addHook('onClose', async () => {
    await db.destroy();
    redis?.disconnect();
  });
  await migrateToLatest(db);

  // Services emit what happened; the modules that react subscribe (realtime, notifications).
  const events = new DomainEvents((error) => app.log.error({ err: error }, 'domain event listener failed'));
  // A change already answered still notifies: a graceful shutdown waits for its listeners first.
  app.addHook('preClose', () => events.drain());
  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const avatars = createAvatarsRepository(db);
  const avatarLinks = createAvatarLinks(await avatars.signingKey(), clock);
  const loginLimiter = createLoginLimiter({ ...config.login, redis });
  const usersService = createUsersService({
    users,
    sessions,
    clock,
    events,
    audit: createAuditRepository(db),
    avatarUrl: avatarLinks.sign,
    loginLocks: loginLimiter,
  });
  const profileService = createProfileService({
    users,
    sessions,
    clock,
    events,
    avatarUrl: avatarLinks.sign,
    passwordChecks: createPasswordCheckLimiter({ ...config.login, redis }),
  });
  const avatarsService = createAvatarsService({ avatars, profileService, links: avatarLinks, clock });
  const authService = createAuthService({ users, sessions, loginLimiter, clock, session: config.session, events });
  // Built now, not on the first unknown email, so that even that answer takes no longer than a wrong password.
  await dummyPasswordHash();
  // The admin settings (contract §7.4), over the environment's defaults; read by the reminders, the purge, the web.
  const settingsService = createSettingsService({
    settings: createSettingsRepository(db),
    defaults: { office_name: config.officeName, reminder_hour: config.reminderHour, trash_days: config.trashDays },
    clock,
    events,
  });
  const reminderHour = async () => (await settingsService.current()).reminder_hour;
  const casesRepository = createCasesRepository(db);
  const deadlinesService = createDeadlinesService({
    deadlines: createDeadlinesRepository(db),
    cases: casesRepository,
    events,
    clock,
    officeTimeZone: config.officeTimeZone,
    reminderHour,
  });
  const caseDocumentsRepository = createCaseDocumentsRepository(db);
  const casesService = createCasesService({
    cases: casesRepository,
    events,
    clock,
    officeTimeZone: config.officeTimeZone,
    casesWithDueDeadline: deadlinesService.casesWithDue,
    // The trash's purge removes the content of the documents a case holds (contract §7.3); the blob store is made below.
    contentStore: { delete: (key) => blobStore.delete(key) },
    listContentKeysOfCases: options.listContentKeysOfCases ?? caseDocumentsRepository.listStorageKeysOfCases,
    onContentError: (error) => app.log.warn({ err: error }, 'blob not deleted'),
  });
  const blobStore = await createBlobStore(config);
  app.addHook('onClose', () => blobStore.close());
  // Content left without a row by a crash between the two writes goes, once per cluster (decisions §1).
  sweepStoredContentOnStart(app, { repository: createMaintenanceRepository(db), store: blobStore, clock });
  const filesService = createFilesService({
    files: createFilesRepository(db),
    store: blobStore,
    clock,
    limits: config.files,
    log: app.log,
    redis,
  });
  const trashPurge = createDailyTrashPurge({
    db,
    casesService,
    filesService,
    clock,
    officeTimeZone: config.officeTimeZone,
    trashDays: async () => (await settingsService.current()).trash_days,
  });
  const notificationsService = createNotificationsService({
    notifications: createNotificationsRepository(db),
    clock,
    officeTimeZone: config.officeTimeZone,
    events,
    reminderHour,
  });
  const caseDocumentsService = createCaseDocumentsService({
    documents: caseDocumentsRepository,
    cases: casesRepository,
    files: createFilesRepository(db),
    store: blobStore,
    content: filesService.content,
    slots: filesService.uploadSlots,
    events,
    clock,
    limits: config.files,
  });
  // The calendar and its feed (contract §7.4): the feed key's requests are counted per hour, in Redis when there is one.
  const calendarService = createCalendarService({
    calendar: createCalendarRepository(db),
    clock,
    officeTimeZone: config.officeTimeZone,
    feedLimiter: createFeedLimiter({ redis, perHour: CALENDAR_FEED_PER_HOUR }),
  });
  app.decorate('services', {
    db,
    usersService,
    profileService,
    authService,
    casesService,
    events,
    avatarsService,
    filesService,
    notificationsService,
    deadlinesService,
    caseDocumentsService,
    trashPurge,
    calendarService,
    settingsService,
  });

  await registerSecurityHeaders(app, { https: config.publicUrl?.startsWith('https://') === true });
  registerErrorHandling(app);
  await registerDocs(app);
  registerAuth(app, authService);
  registerRealtime(app, { authService, events, redis, redisPrefix });
  subscribeNotifications(events, notificationsService);
  if (options.dailyReminder !== false) {
    scheduleDailyReminder(app, notificationsService);
    scheduleDeadlineReminders(app, deadlinesService);
  }
  if (options.dailyTrashPurge !== false) {
    scheduleDailyTrashPurge(app, trashPurge);
  }

  await app.register(healthRoutes, { db, redis, store: blobStore });
  await app.register(appConfigRoutes, { timeZone: config.officeTimeZone, settings: settingsService });
  await app.register(authRoutes, { authService });
  await app.register(profileRoutes, { profileService, avatarsService });
  await app.register(avatarRoutes, { avatarsService });
  await app.register(usersRoutes, { usersService });
  await app.register(casesRoutes, { casesService });
  await app.register(caseTrashRoutes, { casesService });
  await app.register(notificationsRoutes, { notificationsService });
  await app.register(deadlinesRoutes, { deadlinesService });
  await app.register(filesRoutes, { filesService, maxUploadBytes: config.files.maxUploadBytes });
  await app.register(caseDocumentsRoutes, { caseDocumentsService, maxUploadBytes: config.files.maxUploadBytes });
  await app.register(calendarRoutes, { calendarService, publicUrl: config.publicUrl });
  await app.register(settingsRoutes, { settingsService });
  // Exports of the case list and the docket (contract §7.4).
  const exportsService = createExportsService({
    cases: casesService,
    // The office name of the admin settings (contract §7.4), through their cache.
    officeName: async () => (await settingsService.current()).office_name,
  });
  await app.register(exportsRoutes, { exportsService });
  await app.register(statsRoutes, {
    statsService: createStatsService({
      stats: createStatsRepository(db),
      clock,
      officeTimeZone: config.officeTimeZone,
    }),
  });
  await registerSpa(app, options.webDist);

  await app.ready();
  return app;
}
