import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createBackup } from '../src/cli/backup-data';
import { hashFile, type Manifest } from '../src/cli/backup-manifest';
import { restoreBackup } from '../src/cli/restore-data';
import { loadConfig } from '../src/config';
import { sqliteDriverPackage } from '../src/db/sqlite-driver';
import { multipart } from './files-support';
import { createTestApp, createUser, type TestApp } from './helpers';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const temporary: string[] = [];
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `pidsus-${name}-`));
  temporary.push(dir);
  return dir;
};

/** A real 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const document = Buffer.from('%PDF-1.4 Berita acara pemeriksaan saksi\n'.repeat(200));
const caseDocumentContent = Buffer.from('%PDF-1.4 Surat dakwaan\n'.repeat(100));
const caseTitles = ['Korupsi dana desa Sukamaju', 'Pengadaan alat kesehatan RSUD', 'Tindak pidana pencucian uang'];

/** Runs one of the CLI commands as `npm run backup|restore` does, with only the given settings. */
function runCli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

const copyDir = (from: string) => {
  const to = tempDir('backup-copy');
  fs.cpSync(from, to, { recursive: true });
  return to;
};

// The live app runs on SQLite with local storage even in the PostgreSQL pass: that is what these commands back up.
let live: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;
let caseIds: number[];
let backupDir: string;
let manifest: Manifest;

/** Every folder under `root` (itself included) and every file, with their permission bits. */
function modesUnder(root: string): { dirs: number[]; files: number[] } {
  const dirs = [fs.statSync(root).mode & 0o777];
  const files: number[] = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const mode = fs.statSync(path.join(entry.parentPath, entry.name)).mode & 0o777;
    (entry.isDirectory() ? dirs : files).push(mode);
  }
  return { dirs, files };
}

beforeAll(async () => {
  live = await createTestApp({ DATABASE_URL: '', STORAGE_DRIVER: 'local' });
  staff = await createUser(live.app, { role: 'admin' });
  caseIds = [];
  for (const title of caseTitles) {
    const response = await live.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: staff.auth,
      payload: { title, date: '2026-03-12', type: 'penyidikan' },
    });
    expect(response.statusCode, response.body).toBe(201);
    caseIds.push(response.json<{ id: number }>().id);
  }
  const file = multipart([{ name: 'file', filename: 'bap-saksi.pdf', content: document, type: 'application/pdf' }]);
  const uploaded = await live.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...staff.auth, ...file.headers },
    payload: file.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const avatar = multipart([{ name: 'avatar', filename: 'foto.png', content: png, type: 'image/png' }]);
  const avatarUpload = await live.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    headers: { ...staff.auth, ...avatar.headers },
    payload: avatar.payload,
  });
  expect(avatarUpload.statusCode, avatarUpload.body).toBe(200);
  // A case document (decisions §7.2), in the same store: uploaded by staff (administrators only read them).
  const clerk = await createUser(live.app);
  const caseDocument = multipart([{ name: 'file', filename: 'surat-dakwaan.pdf', content: caseDocumentContent }]);
  const documentUpload = await live.app.inject({
    method: 'POST',
    url: `/api/cases/${caseIds[0]}/documents`,
    headers: { ...clerk.auth, ...caseDocument.headers },
    payload: caseDocument.payload,
  });
  expect(documentUpload.statusCode, documentUpload.body).toBe(201);

  // The backup runs while the app keeps writing: the online backup API gives a consistent snapshot anyway.
  backupDir = tempDir('backup');
  const writes = Array.from({ length: 20 }, (_, i) =>
    live.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: staff.auth,
      payload: { title: `Perkara selama pencadangan ${i}`, date: '2026-03-13', type: 'penuntutan' },
    }),
  );
  const [result, ...answers] = await Promise.all([createBackup(live.config, backupDir), ...writes]);
  expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
  expect(result.warnings).toEqual([]);
  manifest = result.manifest;
});

afterAll(async () => {
  await live.close();
  for (const dir of temporary.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('npm run backup (decisions §1)', () => {
  it('copies the database and each stored file and case document, with a manifest holding the SHA-256 of every part', async () => {
    expect(manifest.parts.map((part) => part.path)).toEqual([
      'pidsus.sqlite',
      expect.stringMatching(/^files\/[0-9a-f]{2}\/[0-9a-f-]{36}$/),
      expect.stringMatching(/^files\/[0-9a-f]{2}\/[0-9a-f-]{36}$/),
    ]);
    for (const part of manifest.parts) {
      expect(await hashFile(path.join(backupDir, part.path))).toEqual({ size: part.size, sha256: part.sha256 });
    }
    expect(manifest.counts).toMatchObject({ files: 1, avatars: 1 });
    expect(manifest.counts.cases).toBeGreaterThanOrEqual(caseTitles.length);
    // One self-contained database file: no WAL beside it to forget.
    expect(fs.readdirSync(backupDir).sort()).toEqual(['files', 'manifest.json', 'pidsus.sqlite']);
  });

  it('writes the backup for its owner only: folders 0700, files 0600 (it holds every secret)', () => {
    const { dirs, files } = modesUnder(backupDir);
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(new Set(dirs)).toEqual(new Set([0o700]));
    expect(new Set(files)).toEqual(new Set([0o600]));
  });

  it('refuses a folder that already holds something', async () => {
    await expect(createBackup(live.config, backupDir)).rejects.toThrow(/tidak kosong/);
  });

  it('says to use pg_dump on PostgreSQL and the bucket’s versioning on S3, and exits non-zero', async () => {
    const out = path.join(tempDir('backup-refused'), 'out');
    const postgres = await runCli('backup', ['--out', out], {
      DATA_DIR: tempDir('data'),
      DATABASE_URL: 'postgres://pidsus@127.0.0.1:5432/pidsus',
    });
    expect(postgres.code).toBe(1);
    expect(postgres.output).toContain('pg_dump');
    const s3 = await runCli('restore', ['--from', backupDir], {
      DATA_DIR: tempDir('data'),
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'pidsus',
      S3_ACCESS_KEY_ID: 'x',
      S3_SECRET_ACCESS_KEY: 'y',
    });
    expect(s3.code).toBe(1);
    expect(s3.output).toContain('versioning');
    expect(fs.existsSync(out)).toBe(false);
  });
});

describe('npm run restore (decisions §1)', () => {
  let restored: FastifyInstance;
  let restoredDataDir: string;

  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: path.join(tempDir('restored'), 'data'),
      LOG_LEVEL: 'silent',
      // The account logging in is an admin without two-step sign-in (decisions §9 is not what this tests).
      REQUIRE_2FA_ADMIN: 'false',
    });
    restoredDataDir = config.dataDir;
    const result = await runCli('restore', ['--from', backupDir], { DATA_DIR: config.dataDir });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('Pemulihan selesai');
    restored = await buildApp(config, { logger: false, dailyReminder: false });
  });

  afterAll(async () => {
    await restored.close();
  });

  it('brings back the cases, the files with their content and the avatars, on an app booted from it', async () => {
    const login = await restored.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.user.email, password: staff.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    for (const [i, id] of caseIds.entries()) {
      const response = await restored.inject({ method: 'GET', url: `/api/cases/${id}`, headers: auth });
      expect(response.json<{ title: string }>().title).toBe(caseTitles[i]);
    }
    const listing = await restored.inject({ method: 'GET', url: '/api/files?path=/', headers: auth });
    const files = listing.json<{ data: { files: { name: string; url: string }[] } }>().data.files;
    expect(files.map((file) => file.name)).toEqual(['bap-saksi.pdf']);
    const content = await restored.inject({ method: 'GET', url: files[0]?.url ?? '' });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(document)).toBe(true);
    const documents = await restored.inject({
      method: 'GET',
      url: `/api/cases/${caseIds[0]}/documents`,
      headers: auth,
    });
    const [caseDocument] = documents.json<{ name: string; url: string }[]>();
    expect(caseDocument?.name).toBe('surat-dakwaan.pdf');
    const documentContent = await restored.inject({ method: 'GET', url: caseDocument?.url ?? '' });
    expect(documentContent.statusCode).toBe(200);
    expect(documentContent.rawPayload.equals(caseDocumentContent)).toBe(true);
    const profile = await restored.inject({ method: 'GET', url: '/api/profile', headers: auth });
    const avatar = await restored.inject({ method: 'GET', url: profile.json<{ avatar_url: string }>().avatar_url });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.rawPayload.equals(png)).toBe(true);
  });

  it('restores for the owner only: the data folder and the folders it made 0700, the database and contents 0600', () => {
    expect(fs.statSync(restoredDataDir).mode & 0o777).toBe(0o700);
    for (const part of manifest.parts) {
      const restoredPart = path.join(restoredDataDir, part.path);
      expect(fs.statSync(restoredPart).mode & 0o777, part.path).toBe(0o600);
      expect(fs.statSync(path.dirname(restoredPart)).mode & 0o777, path.dirname(part.path)).toBe(0o700);
    }
  });

  it('refuses a tampered backup with a clear message, exits non-zero and writes nothing', async () => {
    const tampered = copyDir(backupDir);
    const filePart = manifest.parts.find((part) => part.path.startsWith('files/'));
    const target = path.join(tampered, filePart?.path ?? '');
    const bytes = fs.readFileSync(target);
    bytes[10] = (bytes[10] ?? 0) ^ 0xff;
    fs.writeFileSync(target, bytes);
    const dataDir = path.join(tempDir('tampered'), 'data');
    const result = await runCli('restore', ['--from', tampered], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      `Cadangan ditolak: ${filePart?.path} tidak cocok dengan checksum SHA-256 di manifest.json (berkas rusak atau diubah). Tidak ada yang dipulihkan.`,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('refuses a backup whose database was altered, and one without its manifest', async () => {
    const altered = copyDir(backupDir);
    fs.appendFileSync(path.join(altered, 'pidsus.sqlite'), Buffer.alloc(4096));
    await expect(restoreBackup(loadConfig({ DATA_DIR: tempDir('altered') }), altered)).rejects.toThrow(
      /pidsus\.sqlite tidak cocok dengan checksum SHA-256/,
    );
    const unfinished = copyDir(backupDir);
    fs.rmSync(path.join(unfinished, 'manifest.json'));
    await expect(restoreBackup(loadConfig({ DATA_DIR: tempDir('unfinished') }), unfinished)).rejects.toThrow(
      /bukan cadangan Jadwal Pidsus yang utuh/,
    );
  });

  it('refuses a DATA_DIR that is not empty unless --force, which then replaces the database and files', async () => {
    const dataDir = tempDir('not-empty');
    fs.writeFileSync(path.join(dataDir, 'pidsus.sqlite'), 'basis data lain');
    const refused = await runCli('restore', ['--from', backupDir], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`DATA_DIR ${dataDir} tidak kosong`);
    expect(refused.output).toContain('--force');
    expect(fs.readFileSync(path.join(dataDir, 'pidsus.sqlite'), 'utf8')).toBe('basis data lain');

    await restoreBackup(loadConfig({ DATA_DIR: dataDir }), backupDir, { force: true });
    expect(await hashFile(path.join(dataDir, 'pidsus.sqlite'))).toMatchObject({ sha256: manifest.parts[0]?.sha256 });
  });

  it('--force refuses, and changes nothing, while a server still has the database open', async () => {
    const dataDir = tempDir('in-use');
    await restoreBackup(loadConfig({ DATA_DIR: dataDir }), backupDir);
    const databaseFile = path.join(dataDir, 'pidsus.sqlite');
    // What a running server holds, in a process of its own (POSIX locks are per process): the database
    // open in WAL mode, read from.
    const server = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require(process.argv[2]))(process.argv[1]); db.pragma('journal_mode = WAL');
         db.prepare('select count(*) from users').get(); console.log('siap'); setInterval(() => {}, 1000);`,
        databaseFile,
        sqliteDriverPackage,
      ],
      { cwd: serverDir },
    );
    try {
      await new Promise((resolve, reject) => {
        server.stdout.once('data', resolve);
        server.once('exit', reject);
      });
      const before = await hashFile(databaseFile);
      const refused = await runCli('restore', ['--from', backupDir, '--force'], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('sedang dipakai (server masih berjalan?)');
      expect(await hashFile(databaseFile)).toEqual(before);
      expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(true);
    } finally {
      server.kill();
      await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    }
    // Once the server is stopped, --force goes through.
    await restoreBackup(loadConfig({ DATA_DIR: dataDir }), backupDir, { force: true });
    expect(await hashFile(databaseFile)).toMatchObject({ sha256: manifest.parts[0]?.sha256 });
  });
});
