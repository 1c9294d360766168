import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  HOUR_MINUTE_PATTERN,
  OFFICE_NAME_DEFAULT,
  OFFICE_NAME_MAX,
  OFFICE_TIME_ZONE,
  REMINDER_HOUR_DEFAULT,
} from '@pidsus/shared';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'], { error: 'harus true atau false' })
  .transform((value) => value === 'true' || value === '1');

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'harus berupa angka' })
    .int('harus bilangan bulat')
    .positive('harus lebih dari 0')
    .default(fallback);

/** A proxy address, an `address/prefix` range, or one of proxy-addr's names for private ranges. */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry) || isIP(entry) !== 0) {
    return true;
  }
  const match = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  const family = match ? isIP(match[1] ?? '') : 0;
  return family !== 0 && Number(match?.[2]) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies in front may set `X-Forwarded-For` (decisions §1, §2): unset, `false` or `0`
 * for none; a number of proxies (`1` for one nginx), so that the client address is the entry that
 * proxy appended; or a comma list of proxy addresses/CIDRs. `true` would believe the left-most entry,
 * which the client writes itself, and is refused.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true tidak diterima: isi dengan jumlah proxy di depan aplikasi (mis. 1 untuk satu nginx) atau daftar alamat proxy dipisah koma',
      });
    } else if (
      value !== 'false' &&
      !/^\d+$/.test(value) &&
      !value.split(',').every((entry) => isProxyAddress(entry.trim()))
    ) {
      context.addIssue({
        code: 'custom',
        message: 'harus jumlah proxy (mis. 1) atau daftar alamat/CIDR proxy dipisah koma (mis. 10.0.0.5,10.0.1.0/24)',
      });
    }
  })
  .transform((value): false | number | string[] => {
    if (value === 'false' || /^0+$/.test(value)) {
      return false;
    }
    return /^\d+$/.test(value) ? Number(value) : value.split(',').map((entry) => entry.trim());
  });

/**
 * `SMTP_CA_FILE`: the text of a PEM file of CA certificates, read once at start (decisions §11). A path that cannot
 * be read, or a file without a certificate, stops the start naming the variable rather than failing each mail.
 */
const caFileFromEnv = z.string().transform((file, context) => {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    context.addIssue({ code: 'custom', message: `berkas ${file} tidak dapat dibaca (${reason})` });
    return z.NEVER;
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----')) {
    context.addIssue({ code: 'custom', message: `berkas ${file} tidak berisi sertifikat PEM` });
    return z.NEVER;
  }
  return text;
});

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'harus berupa angka' }).int().min(0).max(65535, 'harus 0–65535').default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'harus diawali postgres:// atau postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'harus diawali redis:// atau rediss://')
    .optional(),
  /** What every key and channel of this deployment starts with in Redis: two deployments on one Redis keep apart. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}:$/, 'harus huruf, angka, _ . - (paling banyak 40) diakhiri titik dua, mis. pidsus:')
    .default('pidsus:'),
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'harus local atau s3' }).default('local'),
  S3_ENDPOINT: z.url({ error: 'harus berupa URL' }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
  ADMIN_EMAIL: z.email({ error: 'harus berupa alamat email' }).default('admin@pidsus.local'),
  ADMIN_PASSWORD: z.string().min(8, 'minimal 8 karakter').optional(),
  TZ_OFFICE: z.string().refine(isTimeZone, 'bukan zona waktu IANA yang dikenal').default(OFFICE_TIME_ZONE),
  SESSION_IDLE_MINUTES: positiveInt(480),
  SESSION_MAX_DAYS: positiveInt(7),
  LOGIN_MAX_ATTEMPTS: positiveInt(5),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'harus berupa URL http:// atau https://' }).optional(),
  /** The SMTP server as a URL (`smtp://user:pass@host:587`, `smtps://…:465`): wins over the admin's settings (§11). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'harus berupa URL smtp:// atau smtps://' }).optional(),
  /** A PEM file of CA certificates trusted for the SMTP connection besides the usual ones (§11). */
  SMTP_CA_FILE: caFileFromEnv.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SQLITE_SYNCHRONOUS: z.enum(['full', 'normal'], { error: 'harus full atau normal' }).default('full'),
  // Two at least: the start-up sweep holds one connection for its cluster lock while it works through another
  // (modules/maintenance/repository.ts); with one, it and every request waited for the connect timeout.
  // The pool of each instance (docs/deployment.md); PG_POOL_MAX is its earlier name, still read when it is not set.
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'harus berupa angka' })
    .int('harus bilangan bulat')
    .min(2, 'paling sedikit 2')
    .optional(),
  PG_POOL_MAX: z.coerce
    .number({ error: 'harus berupa angka' })
    .int('harus bilangan bulat')
    .min(2, 'paling sedikit 2')
    .default(10),
  MAX_UPLOAD_MB: positiveInt(100),
  USER_QUOTA_MB: positiveInt(2048),
  MAX_CONCURRENT_UPLOADS: positiveInt(4),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  TRASH_DAYS: z.coerce
    .number({ error: 'harus berupa angka' })
    .int('harus bilangan bulat')
    .min(1, 'paling sedikit 1')
    .max(3650, 'paling banyak 3650')
    .default(30),
  // Defaults of the admin settings (decisions §7.4): what the settings table holds wins over these.
  OFFICE_NAME: z
    .string()
    .trim()
    .min(1)
    .max(OFFICE_NAME_MAX, `paling banyak ${OFFICE_NAME_MAX} karakter`)
    .default(OFFICE_NAME_DEFAULT),
  REMINDER_HOUR: z
    .string()
    .regex(HOUR_MINUTE_PATTERN, 'harus berformat JJ:MM, mis. 07:00')
    .default(REMINDER_HOUR_DEFAULT),
  // Whether admins must use two-step sign-in until an admin saves the setting (decisions §9).
  REQUIRE_2FA_ADMIN: booleanFromEnv.default(true),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL: `poolMax` connections at most per instance (`DATABASE_POOL_SIZE`, formerly `PG_POOL_MAX`). */
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolMax: number };
  /** SQLite's `synchronous` in WAL mode: `full` loses no committed write on a power cut (decisions §1). */
  sqliteSynchronous: Env['SQLITE_SYNCHRONOUS'];
  redisUrl: string | undefined;
  /** `REDIS_PREFIX`: the deployment's keys and channels in Redis (login counts, signals, socket.io). */
  redisPrefix: string;
  storage: Pick<
    Env,
    | 'STORAGE_DRIVER'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_BUCKET'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >;
  admin: { email: string; password: string | undefined };
  officeTimeZone: string;
  session: { idleMs: number; maxAgeMs: number };
  /** Failures per IP and email, per account whatever the address, and the window (decisions §2). */
  login: { maxAttempts: number; windowMs: number };
  /** Fastify's `trustProxy`: false, the number of proxies in front, or their addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** The address users open (`PUBLIC_URL`); `https://…` turns on HSTS (decisions §1). */
  publicUrl: string | undefined;
  /** `SMTP_URL`: the mail server, over the admin's SMTP settings (decisions §11). */
  smtpUrl: string | undefined;
  /** `SMTP_CA_FILE`'s certificates (PEM text), trusted for the SMTP connection besides the usual ones (§11). */
  smtpCa: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** How long SIGTERM waits for requests in flight before the process ends anyway (lib/graceful-shutdown.ts). */
  shutdownTimeoutMs: number;
  /** Largest accepted upload and each user's total, in bytes; uploads one user may run at once (per instance). */
  files: { maxUploadBytes: number; quotaBytes: number; maxConcurrentUploads: number };
  /** Days an item stays in a trash before the daily purge deletes it for good (decisions §7.3). */
  trashDays: number;
  /** The office name and the morning reminder's hour (`HH:mm`) until an admin sets them (decisions §7.4). */
  officeName: string;
  reminderHour: string;
  /** Admins must use two-step sign-in, until an admin sets otherwise (`REQUIRE_2FA_ADMIN`, decisions §9). */
  require2faAdmin: boolean;
}

/**
 * `trustProxy` as Fastify takes it. A number of proxies becomes a function trusting that many hops from
 * the socket: Fastify 5 no longer honours a bare number (it would trust nothing, and every client would
 * share nginx's address). A client that reaches the instance directly could still claim any address,
 * which is why docs/deployment.md binds instances to a private `HOST` (decisions §2).
 */
export function fastifyTrustProxy(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') {
    return (_address, hop) => hop < trust;
  }
  return trust;
}

/** Raised when the environment is unusable; lists every bad variable at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Konfigurasi tidak valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at start (decisions §1). Nothing else reads process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  // Checked beside the schema, not in a refinement, so that they are listed even when another variable is bad.
  const s3Problems =
    cleaned.STORAGE_DRIVER === 's3'
      ? (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
          .filter((key) => !cleaned[key])
          .map((key) => `${key}: wajib diisi bila STORAGE_DRIVER=s3`)
      : [];
  if (!parsed.success || s3Problems.length > 0) {
    const issues = parsed.success ? [] : parsed.error.issues;
    throw new ConfigError([
      ...issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
      ...s3Problems,
    ]);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_SIZE ?? env.PG_POOL_MAX }
      : { kind: 'sqlite', file: path.join(dataDir, 'pidsus.sqlite') },
    sqliteSynchronous: env.SQLITE_SYNCHRONOUS,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    storage: {
      STORAGE_DRIVER: env.STORAGE_DRIVER,
      S3_ENDPOINT: env.S3_ENDPOINT,
      S3_REGION: env.S3_REGION,
      S3_BUCKET: env.S3_BUCKET,
      S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE,
    },
    admin: { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD },
    officeTimeZone: env.TZ_OFFICE,
    session: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, maxAgeMs: env.SESSION_MAX_DAYS * 86_400_000 },
    login: {
      maxAttempts: env.LOGIN_MAX_ATTEMPTS,
      windowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
    },
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    smtpUrl: env.SMTP_URL,
    smtpCa: env.SMTP_CA_FILE,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    files: {
      maxUploadBytes: env.MAX_UPLOAD_MB * 1024 * 1024,
      quotaBytes: env.USER_QUOTA_MB * 1024 * 1024,
      maxConcurrentUploads: env.MAX_CONCURRENT_UPLOADS,
    },
    trashDays: env.TRASH_DAYS,
    officeName: env.OFFICE_NAME,
    reminderHour: env.REMINDER_HOUR,
    require2faAdmin: env.REQUIRE_2FA_ADMIN,
  };
}
