import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { sweepStoredContentOnStart } from './scheduler';
import type { SweepDependencies } from './sweep';

/** The stored-content sweep at start through a database outage (docs/operations.md, Faults): logged, never fatal. */
describe('sweepStoredContentOnStart', () => {
  it('logs a sweep whose database call fails; the app starts and closes as usual', async () => {
    const app = Fastify({ logger: false });
    const logged = vi.spyOn(app.log, 'error');
    const outage = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const onceInCluster = vi.fn().mockRejectedValue(outage);
    sweepStoredContentOnStart(app, {
      repository: { onceInCluster },
      store: {},
      clock: () => new Date(),
    } as unknown as SweepDependencies);
    await app.ready();
    // Closing waits for the sweep, so its failure has been handled by then.
    await app.close();
    expect(onceInCluster).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith({ err: outage }, 'stored content sweep failed');
  });
});
