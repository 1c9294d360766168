import type { FastifyInstance } from 'fastify';
import type { MailService } from './service';

/**
 * Every instance looks for mail due every `intervalMs` (and when a row is queued here); the database lets one of
 * them send each row (`claim`). Each pass first lets the queue's clean-up run (at most hourly: `MAIL_KEPT`); its
 * failure is logged and costs no mail. Closing the app stops the loop and waits for a pass still running.
 */
export function runMailSender(
  app: FastifyInstance,
  mailService: Pick<MailService, 'sendDue' | 'cleanUp'>,
  intervalMs: number,
) {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const pass = async () => {
    const removed = await mailService.cleanUp().catch((error: unknown) => {
      app.log.error({ err: error }, 'mail clean-up failed');
      return 0;
    });
    if (removed > 0) {
      app.log.info({ removed }, 'old mail removed from the queue');
    }
    do {
      again = false;
      const sent = await mailService.sendDue();
      if (sent > 0) {
        app.log.info({ sent }, 'mail sent');
      }
    } while (again && !closed);
  };
  const run = () => {
    if (closed) {
      return;
    }
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => app.log.error({ err: error }, 'mail sender failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('preClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
  return { poke: run };
}
