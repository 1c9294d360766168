import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from './config';

/** Runs loadConfig and returns the ConfigError it throws, failing the test if it does not throw one. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      return error.problems;
    }
    throw error;
  }
  throw new Error('loadConfig accepted an invalid environment');
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(path.resolve('./data'), 'pidsus.sqlite') });
    expect(config.officeTimeZone).toBe('Asia/Jakarta');
    expect(config.redisUrl).toBeUndefined();
    expect(config.storage.STORAGE_DRIVER).toBe('local');
    expect(config.admin).toEqual({ email: 'admin@pidsus.local', password: undefined });
  });

  it('keeps the SQLite file inside DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '/srv/pidsus-data' });
    expect(config.dataDir).toBe('/srv/pidsus-data');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join('/srv/pidsus-data', 'pidsus.sqlite') });
  });

  it('selects PostgreSQL when DATABASE_URL is a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/pidsus' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db:5432/pidsus',
      poolMax: 10,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/pidsus', PG_POOL_MAX: '20' }).database).toMatchObject({
      poolMax: 20,
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://app@db/pidsus' }).database.kind).toBe('postgres');
  });

  it('sizes the PostgreSQL pool by DATABASE_POOL_SIZE, or by its earlier name PG_POOL_MAX', () => {
    const url = 'postgres://app@db/pidsus';
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '24' }).database).toMatchObject({ poolMax: 24 });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '24', PG_POOL_MAX: '6' }).database).toMatchObject({
      poolMax: 24,
    });
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('refuses a PostgreSQL pool of one connection: the start-up sweep needs two', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@db/pidsus', PG_POOL_MAX: '1' })).toThrow(/PG_POOL_MAX/);
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/pidsus', PG_POOL_MAX: '2' }).database).toMatchObject({
      poolMax: 2,
    });
  });

  it('converts session and login settings to milliseconds', () => {
    const config = loadConfig({
      SESSION_IDLE_MINUTES: '30',
      SESSION_MAX_DAYS: '2',
      LOGIN_MAX_ATTEMPTS: '3',
      LOGIN_WINDOW_MINUTES: '10',
    });
    expect(config.session).toEqual({ idleMs: 30 * 60_000, maxAgeMs: 2 * 86_400_000 });
    expect(config.login).toEqual({ maxAttempts: 3, windowMs: 10 * 60_000 });
  });

  it('trusts no proxy by default, and takes a number of proxies or their addresses (decisions §2)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true, asking for the number of proxies', () => {
    const [problem, ...rest] = problemsOf({ TRUST_PROXY: 'true' });
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^TRUST_PROXY: true tidak diterima: isi dengan jumlah proxy di depan aplikasi \(mis\. 1/);
  });

  it('refuses a TRUST_PROXY that is neither a number nor a list of addresses', () => {
    for (const value of ['yes', '1.5', '10.0.0.5,nginx', '10.0.0.0/33', '-1', '10.0.0.5,']) {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([
        'TRUST_PROXY: harus jumlah proxy (mis. 1) atau daftar alamat/CIDR proxy dipisah koma (mis. 10.0.0.5,10.0.1.0/24)',
      ]);
    }
  });

  it('reads PUBLIC_URL, unset by default, and refuses one that is not an http(s) URL (decisions §1)', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://pidsus.kejaksaan.go.id' }).publicUrl).toBe(
      'https://pidsus.kejaksaan.go.id',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.10:5000' }).publicUrl).toBe('http://10.0.0.10:5000');
    for (const value of ['pidsus.kejaksaan.go.id', 'ftp://pidsus.kejaksaan.go.id']) {
      expect(problemsOf({ PUBLIC_URL: value })).toEqual(['PUBLIC_URL: harus berupa URL http:// atau https://']);
    }
  });

  it('reads the certificates of SMTP_CA_FILE at start, and refuses a file it cannot read or without one (§11)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-ca-'));
    try {
      const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
      fs.writeFileSync(path.join(dir, 'ca.pem'), pem);
      fs.writeFileSync(path.join(dir, 'notes.txt'), 'bukan sertifikat');
      expect(loadConfig({}).smtpCa).toBeUndefined();
      expect(loadConfig({ SMTP_CA_FILE: path.join(dir, 'ca.pem') }).smtpCa).toBe(pem);
      const missing = path.join(dir, 'tidak-ada.pem');
      expect(problemsOf({ SMTP_CA_FILE: missing })).toEqual([
        `SMTP_CA_FILE: berkas ${missing} tidak dapat dibaca (ENOENT)`,
      ]);
      expect(problemsOf({ SMTP_CA_FILE: dir })).toEqual([`SMTP_CA_FILE: berkas ${dir} tidak dapat dibaca (EISDIR)`]);
      expect(problemsOf({ SMTP_CA_FILE: path.join(dir, 'notes.txt') })).toEqual([
        `SMTP_CA_FILE: berkas ${path.join(dir, 'notes.txt')} tidak berisi sertifikat PEM`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives Fastify a number of proxies as hops to trust, since Fastify 5 ignores a bare number', () => {
    const trust = fastifyTrustProxy(1);
    expect(typeof trust).toBe('function');
    if (typeof trust === 'function') {
      expect(trust('10.0.0.2', 0)).toBe(true);
      expect(trust('198.51.100.7', 1)).toBe(false);
    }
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.2'])).toEqual(['10.0.0.2']);
  });

  it('reads the upload limit and the per-user quota in MB (defaults 100 and 2048), and the uploads at once (4)', () => {
    expect(loadConfig({}).files).toEqual({
      maxUploadBytes: 100 * 1024 * 1024,
      quotaBytes: 2048 * 1024 * 1024,
      maxConcurrentUploads: 4,
    });
    expect(loadConfig({ MAX_UPLOAD_MB: '5', USER_QUOTA_MB: '50', MAX_CONCURRENT_UPLOADS: '2' }).files).toEqual({
      maxUploadBytes: 5 * 1024 * 1024,
      quotaBytes: 50 * 1024 * 1024,
      maxConcurrentUploads: 2,
    });
    const problems = problemsOf({ MAX_UPLOAD_MB: 'banyak', USER_QUOTA_MB: '0', MAX_CONCURRENT_UPLOADS: '0' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'MAX_CONCURRENT_UPLOADS',
      'MAX_UPLOAD_MB',
      'USER_QUOTA_MB',
    ]);
  });

  it('takes the defaults of the admin settings from OFFICE_NAME and REMINDER_HOUR (decisions §7.4)', () => {
    expect(loadConfig({}).officeName).toBe('Bidang Tindak Pidana Khusus');
    expect(loadConfig({}).reminderHour).toBe('07:00');
    expect(loadConfig({ OFFICE_NAME: 'Kejati DKI Jakarta', REMINDER_HOUR: '06:30' })).toMatchObject({
      officeName: 'Kejati DKI Jakarta',
      reminderHour: '06:30',
    });
    expect(problemsOf({ REMINDER_HOUR: '7' })).toEqual(['REMINDER_HOUR: harus berformat JJ:MM, mis. 07:00']);
    expect(problemsOf({ OFFICE_NAME: 'x'.repeat(121) })).toEqual(['OFFICE_NAME: paling banyak 120 karakter']);
  });

  it('keeps trashed items TRASH_DAYS days before the daily purge, 30 by default, 1–3650 (decisions §7.3)', () => {
    expect(loadConfig({}).trashDays).toBe(30);
    expect(loadConfig({ TRASH_DAYS: '7' }).trashDays).toBe(7);
    expect(loadConfig({ TRASH_DAYS: '3650' }).trashDays).toBe(3650);
    expect(problemsOf({ TRASH_DAYS: '0' })).toEqual(['TRASH_DAYS: paling sedikit 1']);
    expect(problemsOf({ TRASH_DAYS: '3651' })).toEqual(['TRASH_DAYS: paling banyak 3650']);
    expect(problemsOf({ TRASH_DAYS: 'sebulan' })).toEqual(['TRASH_DAYS: harus berupa angka']);
    expect(problemsOf({ TRASH_DAYS: '1.5' })).toEqual(['TRASH_DAYS: harus bilangan bulat']);
  });

  it('syncs SQLite fully by default; SQLITE_SYNCHRONOUS=normal trades that for speed (decisions §1)', () => {
    expect(loadConfig({}).sqliteSynchronous).toBe('full');
    expect(loadConfig({ SQLITE_SYNCHRONOUS: 'normal' }).sqliteSynchronous).toBe('normal');
    expect(problemsOf({ SQLITE_SYNCHRONOUS: 'off' })).toEqual(['SQLITE_SYNCHRONOUS: harus full atau normal']);
  });

  it('lowercases the admin email', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Kepala@Kejari.GO.ID' }).admin.email).toBe('kepala@kejari.go.id');
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', TZ_OFFICE: 'Mars/Base' });
    expect(problems).toHaveLength(3);
    expect(problems.some((problem) => problem.startsWith('PORT:'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('DATABASE_URL:'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('TZ_OFFICE:'))).toBe(true);
  });

  it('names the problems in the error message', () => {
    try {
      loadConfig({ PORT: '70000', REDIS_URL: 'http://cache' });
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toContain('Konfigurasi tidak valid');
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('REDIS_URL');
    }
  });

  it('takes REDIS_PREFIX as the name of the deployment in Redis, and refuses one without its colon', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).redisPrefix).toBe('pidsus:');
    expect(loadConfig({ DATA_DIR: '/tmp/x', REDIS_PREFIX: 'kejari-jakpus:' }).redisPrefix).toBe('kejari-jakpus:');
    expect(problemsOf({ REDIS_PREFIX: 'kejari jakpus' })).toEqual([
      'REDIS_PREFIX: harus huruf, angka, _ . - (paling banyak 40) diakhiri titik dua, mis. pidsus:',
    ]);
  });

  it('refuses an unknown storage driver, a bad admin email and a short admin password', () => {
    const problems = problemsOf({ STORAGE_DRIVER: 'ftp', ADMIN_EMAIL: 'bukan-email', ADMIN_PASSWORD: 'pendek' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'STORAGE_DRIVER',
    ]);
  });

  it('requires the bucket and keys when STORAGE_DRIVER is s3', () => {
    const problems = problemsOf({ STORAGE_DRIVER: 's3' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'S3_ACCESS_KEY_ID',
      'S3_BUCKET',
      'S3_SECRET_ACCESS_KEY',
    ]);
  });

  it('lists the missing S3 settings together with the other bad variables', () => {
    const problems = problemsOf({ STORAGE_DRIVER: 's3', PORT: 'abc' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'PORT',
      'S3_ACCESS_KEY_ID',
      'S3_BUCKET',
      'S3_SECRET_ACCESS_KEY',
    ]);
    expect(problems).toContain('S3_BUCKET: wajib diisi bila STORAGE_DRIVER=s3');
  });

  it('names only the S3 settings still missing, beside other bad variables', () => {
    const problems = problemsOf({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'berkas',
      S3_ACCESS_KEY_ID: 'kunci',
      TZ_OFFICE: 'Mars/Base',
      REDIS_URL: 'http://cache',
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'REDIS_URL',
      'S3_SECRET_ACCESS_KEY',
      'TZ_OFFICE',
    ]);
  });

  it('gives zod’s own messages in Indonesian', () => {
    // LOG_LEVEL has no message of its own: the text comes from zod's locale, set in @pidsus/shared.
    const [problem] = problemsOf({ LOG_LEVEL: 'loud' });
    expect(problem).toMatch(/^LOG_LEVEL: Pilihan tidak valid: diharapkan salah satu dari /);
    expect(problem).toContain('"silent"');
  });

  it('accepts s3 storage once the bucket and keys are given', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'berkas',
      S3_ACCESS_KEY_ID: 'kunci',
      S3_SECRET_ACCESS_KEY: 'rahasia',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config.storage).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'berkas',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('treats empty-string variables as unset', () => {
    const config = loadConfig({
      PORT: '',
      HOST: '',
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_PASSWORD: '',
      TZ_OFFICE: '',
    });
    expect(config.port).toBe(5000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database.kind).toBe('sqlite');
    expect(config.redisUrl).toBeUndefined();
    expect(config.admin.password).toBeUndefined();
    expect(config.officeTimeZone).toBe('Asia/Jakarta');
  });
});
