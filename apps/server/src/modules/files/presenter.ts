import type { FileItem, Folder } from '@pidsus/shared';
import type { FileRow, FolderRow } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { contentUrl } from '../content';

/** The fields of a folder that leave the server (decisions §3). */
export function presentFolder(row: FolderRow): Folder {
  return { id: row.id, name: row.name, path: row.path, type: 'folder' };
}

/** The fields of a file that leave the server; `url` is its signed content link. */
export function presentFile(row: FileRow, url: string): FileItem {
  return {
    id: row.id,
    name: row.name,
    size: Number(row.size),
    mime: row.mime,
    url,
    type: 'file',
    created_at: row.created_at,
  };
}

/** Presents a file with a content link made now, valid for the link's lifetime from this moment. */
export const createFilePresenter =
  (clock: Clock) =>
  (row: FileRow): FileItem =>
    presentFile(row, contentUrl(row, clock()));

export type FilePresenter = ReturnType<typeof createFilePresenter>;
