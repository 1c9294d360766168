// npm run content:sweep [-- --grace-minutes 1440]
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase, migrateToLatest } from '../db/database';
import { systemClock } from '../lib/clock';
import { createMaintenanceRepository } from '../modules/maintenance/repository';
import { DAY_MS, sweepStoredContent } from '../modules/maintenance/sweep';
import { createBlobStore } from '../storage';
import { fail } from './context';

/**
 * The start-up sweep on demand (docs/operations.md, Stored content): removes stored content no row points to that is
 * older than the grace period (a day unless `--grace-minutes` says; 0 only while no upload runs), and half-written
 * uploads; prints the counts. Safe beside running instances on PostgreSQL: one sweep runs per cluster at a time.
 */
async function main() {
  const { values } = parseArgs({ options: { 'grace-minutes': { type: 'string' } } });
  const graceText = values['grace-minutes'];
  const graceMinutes = graceText === undefined ? DAY_MS / 60_000 : Number(graceText);
  if (!Number.isInteger(graceMinutes) || graceMinutes < 0) {
    fail('Pemakaian: npm run content:sweep [-- --grace-minutes MENIT] (bilangan bulat, 0 atau lebih)');
  }
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    const store = await createBlobStore(config);
    const result = await sweepStoredContent({
      repository: createMaintenanceRepository(db),
      store,
      clock: systemClock,
      graceMs: graceMinutes * 60_000,
    });
    await store.close();
    if (!result) {
      fail('Instans lain sedang menyapu isi berkas; coba lagi nanti.');
    }
    process.stdout.write(
      `Isi tanpa baris dihapus: ${result.orphansRemoved}; unggahan setengah jadi dihapus: ${result.temporaryRemoved}; ` +
        `baris tanpa isi: ${result.rowsWithoutContent}\n`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
