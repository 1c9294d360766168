// npm run restore -- --from DIR [--force]   (the server stopped; SQLite and local storage only)
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { fail } from './context';
import { restoreBackup } from './restore-data';

const usage =
  'Pemakaian: npm run restore -- --from FOLDER_CADANGAN [--force]   (ke DATA_DIR yang kosong; --force menimpanya)';

async function main() {
  let values: { from?: string; force?: boolean } = {};
  try {
    ({ values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } }));
  } catch {
    fail(`Opsi tidak dikenal atau tanpa nilai.\n${usage}`);
  }
  if (!values.from) {
    fail(usage);
  }
  const config = loadConfig();
  const manifest = await restoreBackup(config, values.from, { force: values.force });
  const { users, cases, files, avatars } = manifest.counts;
  process.stdout.write(
    `Pemulihan selesai ke ${config.dataDir}: ${cases} perkara, ${files} berkas, ${avatars} avatar, ${users} pengguna ` +
      `(cadangan ${manifest.created_at}); semua checksum SHA-256 cocok.\n`,
  );
  if (manifest.missing.length > 0) {
    process.stderr.write(
      `Peringatan: ${manifest.missing.length} berkas tidak ada isinya dalam cadangan (dihapus saat pencadangan berjalan).\n`,
    );
  }
}

main().catch((error: unknown) => {
  fail(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
});
