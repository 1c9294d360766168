import type { Settings, SettingsUpdate } from '@pidsus/shared';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import { presentSettings, type EnvironmentSettings } from './presenter';
import type { SettingsRepository, SettingsRow } from './repository';
import { auditOrigin, type AuditActor } from '../audit/service';

/**
 * How long an instance trusts the settings it read (decisions §7.4): a change saved on another instance applies
 * here at most this much later, without a restart. The instance that saved applies it at once.
 */
export const SETTINGS_CACHE_MS = 5_000;

export interface SettingsServiceDeps {
  settings: SettingsRepository;
  /** The environment's values (`OFFICE_NAME`, `REMINDER_HOUR`, `TRASH_DAYS`): what applies until an admin saves. */
  defaults: EnvironmentSettings;
  clock: Clock;
  events: Pick<DomainEvents, 'emit'>;
  cacheMs?: number;
  /** Encrypts the SMTP password before it is stored (lib/secret-box.ts). */
  seal?: (plain: string) => Promise<string>;
}

/**
 * The admin settings (decisions §7.4): stored in the database, which wins over the environment, and read through a
 * small cache. A save is audited (`settings.update`, the changed fields with their old and new values) and told to
 * every screen (`settings.changed` → socket `settings:changed`).
 */
export function createSettingsService({
  settings,
  defaults,
  clock,
  events,
  cacheMs = SETTINGS_CACHE_MS,
  seal = async () => {
    throw new Error('no secret box');
  },
}: SettingsServiceDeps) {
  let cached: { value: Settings; version: number; readAt: number } | undefined;
  let reading: Promise<Settings> | undefined;

  const keep = (row: SettingsRow): Settings => {
    const value = presentSettings(row, defaults);
    // A slower read must not replace a newer version (a save on this instance while the read was on its way).
    if (!cached || row.version >= cached.version) {
      cached = { value, version: row.version, readAt: clock().getTime() };
    }
    return cached.value;
  };

  const read = (): Promise<Settings> => {
    reading ??= settings
      .find()
      .then(keep)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  return {
    /**
     * The settings that apply now, from this instance's cache when read less than `cacheMs` ago. What other modules
     * call: the reminders (the hour), the trash purge (the days), the exports and `/api/config` (the office name).
     */
    current: async (): Promise<Settings> => {
      const known = cached;
      const age = known ? clock().getTime() - known.readAt : Infinity;
      if (known && age >= 0 && age < cacheMs) {
        return known.value;
      }
      try {
        return await read();
      } catch (error) {
        // The database out of reach: what was read last still holds (the board's name, the reminder's hour); the
        // next call tries again. Without anything read yet, the failure is the caller's (a 503 for a request).
        if (known) {
          return known.value;
        }
        throw error;
      }
    },

    /** Read from the database now, for the admin's screen: it shows what is stored, whatever the cache says. */
    read,

    /** The SMTP server as stored now (decisions §11), its password still sealed: what the mail module sends with. */
    smtp: async (): Promise<StoredSmtp> => {
      const row = await settings.find();
      const present = presentSettings(row, defaults);
      return {
        host: present.smtp_host,
        port: present.smtp_port,
        secure: present.smtp_secure,
        user: present.smtp_user,
        sealedPassword: row.smtp_password || null,
        from: present.mail_from,
      };
    },

    /** Saves the settings; the same values again write nothing. Answers the settings as they now apply. */
    update: async (update: SettingsUpdate, actor: NonNullable<AuditActor>): Promise<Settings> => {
      // The SMTP password is write-only (decisions §11): '' keeps it, null removes it; audited as changed, never shown.
      const { smtp_password: password, ...input } = update;
      const sealed = password ? await seal(password) : password === null ? null : undefined;
      const saved = await settings.transaction(async (row, tx) => {
        const before = presentSettings(row, defaults);
        const passwordChanged = sealed !== undefined && !(sealed === null && row.smtp_password === null);
        // An absent value (the case record's, from an older client) is kept as it is.
        const changed = (Object.keys(input) as (keyof typeof input)[]).filter(
          (key) => input[key] !== undefined && input[key] !== before[key],
        );
        if (changed.length === 0 && !passwordChanged) {
          return { row, changed: false };
        }
        const now = clock().toISOString();
        const after = await tx.update({
          // Yes/no settings are stored as 1/0: SQLite binds no booleans.
          ...Object.fromEntries(
            Object.entries(input)
              .filter(([, value]) => value !== undefined)
              .map(([key, value]) => [key, typeof value === 'boolean' ? Number(value) : value]),
          ),
          ...(passwordChanged ? { smtp_password: sealed } : {}),
          updated_at: now,
        });
        await tx.audit.insert({
          ...auditOrigin(actor.origin),
          actor_id: actor.id,
          action: 'settings.update',
          target_user_id: null,
          changes: JSON.stringify(
            Object.fromEntries([
              ...changed.map((key) => [key, { from: before[key], to: input[key as keyof typeof input] }]),
              ...(passwordChanged
                ? [['smtp_password', { from: before.smtp_password_set ? '***' : null, to: sealed ? '***' : null }]]
                : []),
            ]),
          ),
          created_at: now,
        });
        return { row: after, changed: true };
      });
      const value = keep(saved.row);
      if (saved.changed) {
        events.emit('settings.changed', { settings: value });
      }
      return value;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/** The stored SMTP settings (decisions §11); `host` '' when none. */
export interface StoredSmtp {
  host: string;
  port: number | null;
  secure: boolean;
  user: string;
  sealedPassword: string | null;
  from: string;
}
