// npm run seed:demo [-- --force] [--count 320] [--today 8] [--seed 20260310]
import { parseArgs } from 'node:util';
import { systemClock } from '../lib/clock';
import { fail, openCliContext } from './context';
import { DemoDataExistsError, seedDemo } from './demo-data';
import { seedDemoLetterTemplates } from './demo-letters';
import { createBlobStore } from '../storage';

const usage = 'Pemakaian: npm run seed:demo [-- --force] [--count JUMLAH] [--today JUMLAH_HARI_INI] [--seed ANGKA]';

function wholeNumber(value: string | undefined, name: string, max: number): number | undefined {
  if (value === undefined) {
    return undefined;
  }
  const number = Number(value);
  if (!/^\d+$/.test(value) || number > max) {
    fail(`--${name} harus bilangan bulat 0–${max}.\n${usage}`);
  }
  return number;
}

async function main() {
  const options = {
    force: { type: 'boolean', default: false },
    count: { type: 'string' },
    today: { type: 'string' },
    seed: { type: 'string' },
    help: { type: 'boolean', default: false },
  } as const;
  let values: ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];
  try {
    ({ values } = parseArgs({ options }));
  } catch {
    fail(`Opsi tidak dikenal atau tanpa nilai.\n${usage}`);
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const count = wholeNumber(values.count, 'count', 20_000);
  const today = wholeNumber(values.today, 'today', 200);
  const seed = wholeNumber(values.seed, 'seed', 2 ** 32 - 1);

  const { config, db, users, usersService, close } = await openCliContext();
  try {
    const started = Date.now();
    const result = await seedDemo({
      db,
      users,
      usersService,
      clock: systemClock,
      officeTimeZone: config.officeTimeZone,
      count,
      today,
      seed,
      force: values.force,
    });
    const store = await createBlobStore(config);
    const templates = await seedDemoLetterTemplates({ db, store, clock: systemClock }).finally(() => store.close());
    const seconds = ((Date.now() - started) / 1000).toLocaleString('id-ID', { maximumFractionDigits: 1 });
    const lines = [
      `Data demo dibuat: ${result.cases} kasus dalam ${seconds} detik, ${result.today} di antaranya hari ini (${result.date}).`,
      ...Object.entries(result.byType).map(
        ([type, number]) => `  ${type.charAt(0).toUpperCase()}${type.slice(1)}: ${number}`,
      ),
      `  Status: ${Object.entries(result.byStatus)
        .map(([status, number]) => `${status} ${number}`)
        .join(', ')}`,
    ];
    if (templates.length > 0) {
      lines.push(`  Templat surat: ${templates.join(', ')}`);
    }
    if (result.accounts.length > 0) {
      lines.push('', 'Akun staf demo (password hanya ditampilkan sekali ini):');
      for (const account of result.accounts) {
        lines.push(`  ${account.email}  ${account.password}  (${account.username}, ${account.position})`);
      }
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } catch (error) {
    if (error instanceof DemoDataExistsError) {
      fail(error.message);
    }
    throw error;
  } finally {
    await close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
