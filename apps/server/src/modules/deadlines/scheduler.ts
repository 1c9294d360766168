import type { FastifyInstance } from 'fastify';
import type { DeadlinesService } from './service';

const CHECK_EVERY_MS = 60_000;

/**
 * With the 07:00 reminder (`modules/notifications/scheduler.ts`): every instance checks each minute (and once at
 * start) whether the deadlines' reminders are due; the database decides which instance sends each one.
 */
export function scheduleDeadlineReminders(app: FastifyInstance, deadlinesService: DeadlinesService) {
  const run = () => {
    deadlinesService
      .runReminders()
      .then((sent) => {
        if (sent) {
          app.log.info({ sent }, 'deadline reminders sent');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'deadline reminders failed'));
  };
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('preClose', async () => clearInterval(timer));
}
