// npm run backup -- --out DIR   (while the server runs; SQLite and local storage only)
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createBackup } from './backup-data';
import { fail } from './context';

const usage = 'Pemakaian: npm run backup -- --out FOLDER   (folder baru atau kosong)';

async function main() {
  let out: string | undefined;
  try {
    ({
      values: { out },
    } = parseArgs({ options: { out: { type: 'string' } } }));
  } catch {
    fail(`Opsi tidak dikenal atau tanpa nilai.\n${usage}`);
  }
  if (!out) {
    fail(usage);
  }
  const started = Date.now();
  const { manifest, warnings } = await createBackup(loadConfig(), out);
  for (const warning of warnings) {
    process.stderr.write(`Peringatan: ${warning}\n`);
  }
  const { users, cases, files, avatars } = manifest.counts;
  const bytes = manifest.parts.reduce((sum, part) => sum + part.size, 0);
  process.stdout.write(
    `Cadangan selesai dalam ${((Date.now() - started) / 1000).toFixed(1)} detik: ${cases} perkara, ${files} berkas, ` +
      `${avatars} avatar, ${users} pengguna; ${manifest.parts.length} bagian, ${bytes} byte, masing-masing dengan ` +
      `SHA-256 di ${out}/manifest.json.\n`,
  );
}

main().catch((error: unknown) => {
  fail(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
});
