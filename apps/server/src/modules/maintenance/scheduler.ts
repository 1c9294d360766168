import type { FastifyInstance } from 'fastify';
import { sweepStoredContent, type SweepDependencies } from './sweep';

/**
 * Sweeps the stored content once at start, in the background so that start-up does not wait for a long
 * bucket listing; the counts go to the log. Closing the app waits for a sweep still running.
 */
export function sweepStoredContentOnStart(app: FastifyInstance, dependencies: SweepDependencies) {
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    running = sweepStoredContent(dependencies).then(
      (result) => {
        if (result) {
          app.log.info(result, 'stored content sweep done');
        } else {
          app.log.info('stored content sweep skipped: another instance is running it');
        }
      },
      (error: unknown) => app.log.error({ err: error }, 'stored content sweep failed'),
    );
  });
  app.addHook('preClose', async () => {
    await running;
  });
}
