import fp from 'fastify-plugin';
import { createDeadlinesRepository, dueDeadlineMarker } from './repository';
import { deadlinesRoutes } from './routes';
import { scheduleDeadlineReminders } from './scheduler';
import { createDeadlinesService, type DeadlinesService } from './service';

export type { DeadlinesService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    deadlinesService: DeadlinesService;
  }
}

/** Deadlines of cases (decisions §7.2), their templates, the board's marker and the reminders. */
export const deadlinesModule = fp(
  async (app) => {
    const { config, options, db, clock } = app.core;
    const { caseJournal, caseExtensions, notificationsService, settingsService } = app.services;
    const deadlinesService = createDeadlinesService({
      deadlines: createDeadlinesRepository(db),
      journal: caseJournal,
      notifications: notificationsService,
      clock,
      officeTimeZone: config.officeTimeZone,
      reminderHour: async () => (await settingsService.current()).reminder_hour,
    });
    app.services.deadlinesService = deadlinesService;
    caseExtensions.dayMarkers.push(dueDeadlineMarker);
    if (options.dailyReminder !== false) {
      scheduleDeadlineReminders(app, deadlinesService);
    }
    await app.register(deadlinesRoutes, { deadlinesService });
  },
  { name: 'deadlines', dependencies: ['core', 'settings', 'cases', 'notifications'] },
);
