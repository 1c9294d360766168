import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Folder } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { fileKeys } from './keys';

/** Every folder of the user, for the move dialog. */
export async function getAllFolders(): Promise<Folder[]> {
  const response = await api.get<{ data: Folder[] }>('/files/folders');
  return response.data.data;
}

export const allFoldersQueryOptions = () => queryOptions({ queryKey: fileKeys.folders, queryFn: getAllFolders });

export const useAllFolders = (enabled: boolean) => useQuery({ ...allFoldersQueryOptions(), enabled });
