import type { FileItem, Folder } from '@pidsus/shared';
import type { FileRow, FolderRow } from '../../db/tables';

/** The fields of a folder that leave the server (contract §3). */
export function presentFolder(row: FolderRow): Folder {
  return { id: row.id, name: row.name, path: row.path, type: 'folder' };
}

/** The fields of a file that leave the server; `url` is the signed content link made by the service. */
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
