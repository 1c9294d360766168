import { queryOptions } from '@tanstack/react-query';
import type { FilesListResponse } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { fileKeys } from './keys';

/** The `path` search parameter as a folder path: '/' unless it names one. */
export const folderPath = (value: string | null) => (value && value.startsWith('/') ? value : '/');

export async function getFiles(path: string): Promise<FilesListResponse['data']> {
  const response = await api.get<FilesListResponse>('/files', { params: { path } });
  return response.data.data;
}

export const filesQueryOptions = (path: string) =>
  queryOptions({ queryKey: fileKeys.list(path), queryFn: () => getFiles(path) });
