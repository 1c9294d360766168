import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilesListResponse } from '@pidsus/shared';
import { api } from '../../../lib/api-client';

export async function getFiles(path: string): Promise<FilesListResponse['data']> {
  const response = await api.get<FilesListResponse>('/files', { params: { path } });
  return response.data.data;
}

export const filesQueryOptions = (path: string) =>
  queryOptions({ queryKey: ['files', 'list', path], queryFn: () => getFiles(path) });

export const useFiles = (path: string) => useQuery(filesQueryOptions(path));
