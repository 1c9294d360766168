import type { Generated, Insertable, Selectable } from 'kysely';

/** The file manager: folders and files (each user's own). */

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
  /** Set when the folder is in its owner's trash, itself or with a trashed folder above it (decisions §7.3). */
  deleted_at: Generated<string | null>;
  /** The trashed folder this one went to the trash with (null for the item the user deleted, and live ones). */
  trash_root: Generated<number | null>;
  /** The parent a trashed top-level folder came from (its `parent_id` is null while in the trash). */
  original_parent_id: Generated<number | null>;
  /** The path of the folder it was deleted from ('/' = Root), as it was then; shown by the trash. */
  original_path: Generated<string | null>;
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
  /** Set when the file is in its owner's trash, itself or inside a trashed folder (decisions §7.3). */
  deleted_at: Generated<string | null>;
  /** The trashed folder this file went to the trash with (null for a file deleted by itself, and live ones). */
  trash_root: Generated<number | null>;
  /** The folder a file deleted by itself came from (its `folder_id` is null while in the trash). */
  original_folder_id: Generated<number | null>;
  /** The path of the folder it was deleted from ('/' = Root), as it was then; shown by the trash. */
  original_path: Generated<string | null>;
}

export type FolderRow = Selectable<FoldersTable>;

export type FileRow = Selectable<FilesTable>;

export type NewFileRow = Insertable<FilesTable>;
