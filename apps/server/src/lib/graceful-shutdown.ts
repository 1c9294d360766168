import type { FastifyInstance } from 'fastify';

/** How long a shutdown waits for requests in flight before it ends the process anyway (docs/deployment.md, "Several instances behind nginx"). */
export const SHUTDOWN_DRAIN_MS = 10_000;

/**
 * A signal this soon after the first is the same one delivered twice, not an operator insisting: Ctrl-C reaches the
 * whole process group and `npm start` (scripts/start.mjs) passes it on as well.
 */
export const REPEATED_SIGNAL_MS = 1000;

/**
 * What SIGTERM and SIGINT do (main.ts): the instance stops listening at once (a proxy's new connection is refused
 * and goes to another instance), answers what still arrives on open connections with 503 (app.ts), closes its
 * sockets (browsers reconnect elsewhere), lets the requests in flight finish, then exits 0. A second signal (a
 * second or more after the first), or requests still running after `drainMs`, end it at once with 1.
 */
export function createShutdown(
  app: FastifyInstance,
  {
    drainMs = SHUTDOWN_DRAIN_MS,
    exit = (code: number): void => process.exit(code),
  }: { drainMs?: number; exit?: (code: number) => void } = {},
) {
  let startedAt: number | undefined;
  return (signal: string) => {
    if (startedAt !== undefined) {
      if (Date.now() - startedAt < REPEATED_SIGNAL_MS) {
        return;
      }
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      exit(1);
      return;
    }
    startedAt = Date.now();
    app.log.info({ signal, drainMs }, 'shutting down: no new connections, finishing the requests in flight');
    const bound = setTimeout(() => {
      app.log.error({ drainMs }, 'requests still running after the drain bound: exiting');
      exit(1);
    }, drainMs);
    bound.unref();
    app.close().then(
      () => {
        clearTimeout(bound);
        app.log.info('shut down');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(bound);
        app.log.error({ err: error }, 'error during shutdown');
        exit(1);
      },
    );
  };
}
