import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fileKeys } from './keys';

export interface ItemRef {
  id: number;
  type: 'file' | 'folder';
}

/** DELETE /files/files/:id, or /files/folders/:id with everything under it. */
export async function deleteItem(item: ItemRef): Promise<void> {
  await api.delete(`/files/${item.type === 'file' ? 'files' : 'folders'}/${item.id}`);
}

export const useDeleteItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
};
