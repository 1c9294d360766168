import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fileKeys } from './keys';
import type { ItemRef } from './delete-item';

/** A new name, and/or a new place: the folder id, or null for the root. */
export interface ItemChanges {
  name?: string;
  target?: number | null;
}

/** PATCH /files/files/:id `{ name, folderId }` or /files/folders/:id `{ name, parentId }`. */
export async function updateItem({ item, changes }: { item: ItemRef; changes: ItemChanges }): Promise<void> {
  if (item.type === 'file') {
    await api.patch(`/files/files/${item.id}`, { name: changes.name, folderId: changes.target });
  } else {
    await api.patch(`/files/folders/${item.id}`, { name: changes.name, parentId: changes.target });
  }
}

export const useUpdateItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
};
