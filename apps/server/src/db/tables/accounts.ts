import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '@pidsus/shared';

/** Accounts: users, their sessions, the admins' audit of accounts, avatars, and the app's own secrets. */

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role: Role;
  position: string;
  phone: string;
  office: string;
  avatar_url: string | null;
  /** Set when the account is removed: it can no longer log in, but its name stays for histories. */
  deleted_at: string | null;
  /** 1: hears of every case change (the head of section), not only of its own cases (decisions §7.1); else 0. */
  notify_all: Generated<number>;
  /** When the account last logged in (a successful login), or null for never (decisions §7.5). */
  last_login_at: Generated<string | null>;
  /** 1 after an admin or the CLI set the password: its owner must change it before anything else (decisions §9). */
  must_change_password: Generated<number>;
  /** 1: also by e-mail (migration 0030): the daily docket, the deadline reminders, the notifications of its cases. */
  mail_docket: Generated<number>;
  mail_reminders: Generated<number>;
  mail_notifications: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  ip: string;
  user_agent: string;
}

/**
 * One row of the audit log (decisions §9): an admin action on an account (issue 4), a login, a purge, a settings
 * change, or a read of personal data: who, when, from where, on what, what changed.
 */
export interface AuditLogTable {
  id: Generated<number>;
  /** Null for the system, and for a failed login with an email no account has. */
  actor_id: number | null;
  /** The actor's name when they acted (a later rename does not relabel it). */
  actor_name: string;
  action: string;
  target_user_id: number | null;
  /** JSON `{ field: { from, to } }`; a password change is recorded as changed, never its value. */
  changes: string;
  created_at: string;
  /** 'change' (kept) or 'read' (kept AUDIT_READ_DAYS). */
  kind: ColumnType<'change' | 'read', 'change' | 'read' | undefined, never>;
  object_type: string | null;
  object_id: string | null;
  /** What the object was called then (a case's number and title, a file's name). */
  object_label: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** The image bytes of an avatar; `users.avatar_url` holds the path that names the current one. */
export interface AvatarsTable {
  id: string;
  user_id: number;
  mime: string;
  size: number;
  width: number;
  height: number;
  data: Buffer;
  created_at: string;
}

/** An account's TOTP secret (migration 0027): pending until `enabled_at`; `last_step` of the last code accepted. */
export interface TwoFactorTable {
  user_id: number;
  /** Base32; shown to its owner only while enrolling, never again. */
  secret: string;
  enabled_at: string | null;
  last_step: number | null;
  created_at: string;
}

/** A recovery code of an account's two-step sign-in: its SHA-256 only; `used_at` once it was used. */
export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export type UserRow = Selectable<UsersTable>;

export type NewUserRow = Insertable<UsersTable>;

export type UserRowUpdate = Updateable<UsersTable>;

export type SessionRow = Selectable<SessionsTable>;

export type NewSessionRow = Insertable<SessionsTable>;

export type AuditLogRow = Selectable<AuditLogTable>;

export type NewAuditLogRow = Insertable<AuditLogTable>;

export type AvatarRow = Selectable<AvatarsTable>;
