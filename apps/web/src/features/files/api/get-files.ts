import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilesListResponse } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { fileKeys } from './keys';

export async function getFiles(path: string): Promise<FilesListResponse['data']> {
  const response = await api.get<FilesListResponse>('/files', { params: { path } });
  return response.data.data;
}

export const filesQueryOptions = (path: string) =>
  queryOptions({ queryKey: fileKeys.list(path), queryFn: () => getFiles(path) });

export const useFiles = (path: string) => useQuery(filesQueryOptions(path));
