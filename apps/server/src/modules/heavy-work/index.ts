import fp from 'fastify-plugin';
import type { HeavyWork } from '../../workers/jobs';
import { createHeavyWorkPool } from '../../workers/pool';

declare module '../../plugins/core' {
  interface AppServices {
    /** PDF layout and ICS building off the event loop (decisions §9). */
    heavyWork: HeavyWork;
  }
}

/**
 * The worker threads of decisions §9: PDF layout and ICS feeds run there, so that `/api/health` and every other
 * request stay fast while they do. Tests may pass their own (`BuildOptions.heavyWork`); the pool ends with the app.
 */
export const heavyWorkModule = fp(
  async (app) => {
    const given = app.core.options.heavyWork;
    const heavyWork = given ?? createHeavyWorkPool();
    app.services.heavyWork = heavyWork;
    if (!given) {
      app.addHook('onClose', async () => heavyWork.close());
    }
  },
  { name: 'heavy-work', dependencies: ['core'] },
);
