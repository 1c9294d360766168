import fp from 'fastify-plugin';
import { subscribeNotifications } from './listeners';
import { createNotificationsRepository } from './repository';
import { notificationsRoutes } from './routes';
import { scheduleDailyReminder } from './scheduler';
import { createNotificationsService, type NotificationsService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    notificationsService: NotificationsService;
  }
}

/**
 * Notifications (decisions §7.1): the only writer of its table. It reacts to `case.changed`, sends the morning
 * reminder, and writes the reminders other modules ask for (deadlines).
 */
export const notificationsModule = fp(
  async (app) => {
    const { config, options, db, clock, events } = app.core;
    const { settingsService } = app.services;
    const notificationsService = createNotificationsService({
      notifications: createNotificationsRepository(db),
      clock,
      officeTimeZone: config.officeTimeZone,
      events,
      reminderHour: async () => (await settingsService.current()).reminder_hour,
    });
    app.services.notificationsService = notificationsService;
    subscribeNotifications(events, notificationsService);
    if (options.dailyReminder !== false) {
      scheduleDailyReminder(app, notificationsService);
    }
    await app.register(notificationsRoutes, { notificationsService });
  },
  { name: 'notifications', dependencies: ['core', 'settings'] },
);
