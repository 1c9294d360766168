import type { FileItem } from '@pidsus/shared';
import { HttpError } from '../../../lib/http';
import { api } from '../../../lib/api-client';

/**
 * A fresh signed content link for one file. Links expire after a few minutes, so the preview and the
 * download ask for one at the moment they need it instead of trusting the list's.
 */
export async function getFileLink(id: number): Promise<string> {
  const response = await api.get<{ file: FileItem }>(`/files/files/${id}`);
  return response.data.file.url;
}

/** `getFileLink`, or null when the file is gone (404), as opening it needs (lib/content/use-open-content.ts). */
export async function freshFileLink(id: number): Promise<string | null> {
  try {
    return await getFileLink(id);
  } catch (error) {
    if (error instanceof HttpError && error.response?.status === 404) {
      return null;
    }
    throw error;
  }
}
