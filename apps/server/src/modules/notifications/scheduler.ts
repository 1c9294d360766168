import type { FastifyInstance } from 'fastify';
import type { NotificationsService } from './service';

const CHECK_EVERY_MS = 60_000;

/**
 * Every instance checks each minute (and once at start) whether the morning reminder is due; the
 * database decides which instance sends it (see `runDailyReminder`).
 */
export function scheduleDailyReminder(app: FastifyInstance, notificationsService: NotificationsService) {
  const run = () => {
    notificationsService
      .runDailyReminder()
      .then((sent) => {
        if (sent !== undefined) {
          app.log.info({ sent }, 'daily reminder sent');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'daily reminder failed'));
  };
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('preClose', async () => clearInterval(timer));
}
