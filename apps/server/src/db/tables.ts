import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CaseEventAction, CaseStatus, Category, Role } from '@pidsus/shared';

/**
 * Row types. Timestamps are ISO-8601 UTC strings (`toISOString()`) in both dialects: they sort and
 * compare as text the same way in SQLite and PostgreSQL, and come back as strings from both drivers.
 */
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
  /** 1: hears of every case change (the head of section), not only of its own cases (contract §7.1); else 0. */
  notify_all: Generated<number>;
  /** When the account last logged in (a successful login), or null for never (contract §7.5). */
  last_login_at: Generated<string | null>;
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

export interface CasesTable {
  id: Generated<number>;
  /** The case's number as the office writes it (`PRINT-12/M.1.10/Fd.1/03/2026`); '' when it has none. */
  number: Generated<string>;
  title: string;
  date: string;
  /** `HH:mm`, or null when the hearing has no hour yet. */
  time: string | null;
  description: string;
  parties: string;
  witnesses: string;
  prosecutor: string;
  /** Where the hearing is held (`Ruang Sidang Tipikor 2`); '' when not known (contract §7.5). */
  location: Generated<string>;
  type: Category;
  status: CaseStatus;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** Set when the case is moved to the trash (contract §7.3); every read path skips such a row. */
  deleted_at: Generated<string | null>;
  /** Who moved it to the trash. */
  deleted_by: Generated<number | null>;
}

export interface FoldersTable {
  id: Generated<number>;
  owner_id: number;
  /** null: the owner's root. */
  parent_id: number | null;
  name: string;
  /** '/a/b', kept in step with the names of the folder and its ancestors. */
  path: string;
  created_at: string;
  updated_at: string;
  /** Set when the folder is in its owner's trash, itself or with a trashed folder above it (contract §7.3). */
  deleted_at: Generated<string | null>;
  /** The trashed folder this one went to the trash with (null for the item the user deleted, and live ones). */
  trash_root: Generated<number | null>;
  /** The parent a trashed top-level folder came from (its `parent_id` is null while in the trash). */
  original_parent_id: Generated<number | null>;
  /** The path of the folder it was deleted from ('/' = Root), as it was then; shown by the trash. */
  original_path: Generated<string | null>;
}

export interface CaseEventsTable {
  id: Generated<number>;
  /** Not a foreign key: the history of a deleted case survives it. */
  case_id: number;
  case_title: string;
  actor_id: number | null;
  /** The actor's name when they acted (a later rename does not relabel it); '' without an actor. */
  actor_name: string;
  action: CaseEventAction;
  /** JSON array of `{ field, from, to }`. */
  changes: string;
  created_at: string;
}

export interface FilesTable {
  id: Generated<number>;
  owner_id: number;
  /** null: the owner's root. */
  folder_id: number | null;
  /** The original name, shown and sent back in Content-Disposition; never used on disk. */
  name: string;
  /** bigint: PostgreSQL's driver returns it as a string. */
  size: number | string;
  mime: string;
  storage_key: string;
  sha256: string;
  link_secret: string;
  created_at: string;
  updated_at: string;
  /** Set when the file is in its owner's trash, itself or inside a trashed folder (contract §7.3). */
  deleted_at: Generated<string | null>;
  /** The trashed folder this file went to the trash with (null for a file deleted by itself, and live ones). */
  trash_root: Generated<number | null>;
  /** The folder a file deleted by itself came from (its `folder_id` is null while in the trash). */
  original_folder_id: Generated<number | null>;
  /** The path of the folder it was deleted from ('/' = Root), as it was then; shown by the trash. */
  original_path: Generated<string | null>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  cases: CasesTable;
  case_events: CaseEventsTable;
  audit_log: AuditLogTable;
  avatars: AvatarsTable;
  app_secrets: AppSecretsTable;
  folders: FoldersTable;
  files: FilesTable;
  notifications: NotificationsTable;
  daily_reminders: DailyRemindersTable;
  case_list_version: { id: number; version: number | string };
  case_team: CaseMembersTable;
  case_followers: CaseMembersTable;
  case_deadlines: CaseDeadlinesTable;
  deadline_templates: DeadlineTemplatesTable;
  calendar_keys: CalendarKeysTable;
  deadline_reminders: DeadlineRemindersTable;
  case_documents: CaseDocumentsTable;
  trash_purges: TrashPurgesTable;
  settings: SettingsTable;
}

/** `case_team`: the staff accounts responsible for a case; `case_followers`: those who chose to follow it. */
export interface CaseMembersTable {
  case_id: number;
  user_id: number;
  created_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
/** A live case as the read paths select it: the trash columns are read only by the trash. */
export type CaseRow = Omit<Selectable<CasesTable>, 'deleted_at' | 'deleted_by'>;
export type NewCaseRow = Insertable<CasesTable>;
export type CaseRowUpdate = Updateable<CasesTable>;
export type CaseEventRow = Selectable<CaseEventsTable>;
export type NewCaseEventRow = Insertable<CaseEventsTable>;

/** One admin action on an account (issue 4): who, when, which account, what changed. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  /** The actor's name when they acted (a later rename does not relabel it). */
  actor_name: string;
  action: string;
  target_user_id: number | null;
  /** JSON `{ field: { from, to } }`; a password change is recorded as changed, never its value. */
  changes: string;
  created_at: string;
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

export interface AppSecretsTable {
  name: string;
  value: string;
}

export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogRow = Insertable<AuditLogTable>;
export type AvatarRow = Selectable<AvatarsTable>;
export type FolderRow = Selectable<FoldersTable>;
export type FileRow = Selectable<FilesTable>;
export type NewFileRow = Insertable<FilesTable>;

/** One notification for one recipient; `read_at` null means unread. */
export interface NotificationsTable {
  id: Generated<number>;
  recipient_id: number;
  message: string;
  /** An app path such as `/case/12`, or null. */
  link: string | null;
  read_at: string | null;
  created_at: string;
}
export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotificationRow = Insertable<NotificationsTable>;

/** An office day whose 07:00 reminder has been sent (the row is the cross-instance lock). */
export interface DailyRemindersTable {
  day: string;
  case_count: number;
  sent_at: string;
}

/** A deadline (tenggat) of a case (contract §7.2); open while `done_at` is null. */
export interface CaseDeadlinesTable {
  id: Generated<number>;
  case_id: number;
  title: string;
  /** `YYYY-MM-DD`, a day in the office zone. */
  due_date: string;
  note: Generated<string>;
  done_at: string | null;
  done_by: number | null;
  /** The name of who marked it done, as it was then; '' while open. */
  done_by_name: Generated<string>;
  created_by: number | null;
  /** The creator's name as it was then. */
  created_by_name: Generated<string>;
  created_at: string;
  updated_at: string;
}
export type DeadlineRow = Selectable<CaseDeadlinesTable>;

/** A template an admin keeps: a title and the days counted from a start date. */
export interface DeadlineTemplatesTable {
  id: Generated<number>;
  title: string;
  days: number;
  created_at: string;
  updated_at: string;
}

/** A deadline's reminder of one office day, sent (the row is the cross-instance claim). */
export interface DeadlineRemindersTable {
  deadline_id: number;
  day: string;
  kind: string;
  sent_at: string;
}
/** A document of a case file (contract §7.2, migration 0013): its content is in the blob store under `storage_key`. */
export interface CaseDocumentsTable {
  id: Generated<number>;
  case_id: number;
  /** The original name, shown and sent back in Content-Disposition; never used in the store. */
  name: string;
  /** bigint: PostgreSQL's driver returns it as a string. */
  size: number | string;
  mime: string;
  storage_key: string;
  sha256: string;
  link_secret: string;
  /** null once the account's row is gone. */
  uploaded_by: number | null;
  /** The uploader's name at the time (as `case_events.actor_name`). */
  uploaded_by_name: string;
  created_at: string;
}
export type CaseDocumentRow = Selectable<CaseDocumentsTable>;
export type NewCaseDocumentRow = Insertable<CaseDocumentsTable>;
/** An office day whose automatic trash purge ran (migration 0015; the row is the cross-instance claim). */
export interface TrashPurgesTable {
  day: string;
  /** Cases purged that day. */
  cases: Generated<number>;
  /** Files and folders (top-level trash items) purged that day. */
  items: Generated<number>;
  purged_at: string;
}

/** A calendar feed key (contract §7.4, migration 0017): one per account, only its SHA-256 kept. */
export interface CalendarKeysTable {
  user_id: number;
  /** SHA-256 of the feed key, hex; the key itself is shown once and never stored. */
  key_hash: string;
  created_at: string;
}

/** The admin settings, one row (migration 0016): null means the environment's default applies. */
export interface SettingsTable {
  id: number;
  office_name: string | null;
  reminder_hour: string | null;
  trash_days: number | null;
  version: Generated<number>;
  updated_at: string | null;
}
