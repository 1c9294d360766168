import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Folder, FolderCreateInput } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { fileKeys } from './keys';

export async function createFolder(input: FolderCreateInput): Promise<Folder> {
  const response = await api.post<{ folder: Folder }>('/files/folders', input);
  return response.data.folder;
}

export const useCreateFolder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
};
