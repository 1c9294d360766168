import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleDailyReminder } from './scheduler';
import type { NotificationsService } from './service';

/** The 07:00 reminder's timer through a database outage (docs/operations.md, Faults): a failed run is logged, not fatal. */
describe('scheduleDailyReminder', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs a run that fails (database out of reach) and tries again at the next minute', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    const logged = vi.spyOn(app.log, 'error');
    const outage = new Error('Connection terminated unexpectedly');
    const runDailyReminder = vi
      .fn<NotificationsService['runDailyReminder']>()
      .mockRejectedValueOnce(outage)
      .mockRejectedValueOnce(outage)
      .mockResolvedValue(3);
    scheduleDailyReminder(app, { runDailyReminder } as unknown as NotificationsService);
    await app.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(runDailyReminder).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith({ err: outage }, 'daily reminder failed');

    await vi.advanceTimersByTimeAsync(60_000);
    expect(runDailyReminder).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runDailyReminder).toHaveBeenCalledTimes(3);
    expect(logged).toHaveBeenCalledTimes(2);
    await app.close();
  });
});
