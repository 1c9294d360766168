import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '@pidsus/shared';

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
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  folders: FoldersTable;
  files: FilesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
export type FolderRow = Selectable<FoldersTable>;
export type FileRow = Selectable<FilesTable>;
export type NewFileRow = Insertable<FilesTable>;
