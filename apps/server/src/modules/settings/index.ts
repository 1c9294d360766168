import fp from 'fastify-plugin';
import { createSecretBox } from '../../lib/secret-box';
import { appConfigRoutes } from './config-routes';
import { createSettingsRepository } from './repository';
import { settingsRoutes } from './routes';
import { createSettingsService, type SettingsService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    settingsService: SettingsService;
  }
}

/**
 * The admin settings (decisions §7.4) over the environment's defaults, read by the reminders, the purge, the exports
 * and the web (`GET /api/config`, served here with the office zone).
 */
export const settingsModule = fp(
  async (app) => {
    const { config, db, clock, events } = app.core;
    const settingsService = createSettingsService({
      settings: createSettingsRepository(db),
      defaults: {
        office_name: config.officeName,
        reminder_hour: config.reminderHour,
        trash_days: config.trashDays,
        require_2fa_admin: config.require2faAdmin,
        smtp_url_set: config.smtpUrl !== undefined,
      },
      clock,
      events,
      seal: createSecretBox(db).seal,
    });
    app.services.settingsService = settingsService;
    await app.register(settingsRoutes, { settingsService });
    await app.register(appConfigRoutes, { timeZone: config.officeTimeZone, settings: settingsService });
  },
  { name: 'settings', dependencies: ['core'] },
);
