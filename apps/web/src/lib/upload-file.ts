import type { FileItem } from '@pidsus/shared';
import { api } from './api-client';

/** The server's answer to an upload (requirements §3 Upload response), with the created file on success. */
export interface UploadResult {
  success: boolean;
  error?: string;
  file?: FileItem;
}

/** An upload takes as long as the file needs: the client's 5 s default timeout would cut every large file. */
const UPLOAD_TIMEOUT_MS = 0;

/**
 * `POST /api/files/upload`, the one upload of the app (the dashboard's card and the file manager): one file,
 * into the folder at `path` (the root when absent), reporting its progress in percent.
 */
export async function uploadFile(
  file: File,
  options: { path?: string; onProgress: (percent: number) => void },
): Promise<UploadResult> {
  const form = new FormData();
  if (options.path !== undefined) {
    // `path` before `file`: the server reads the fields that precede the file it streams.
    form.append('path', options.path);
  }
  form.append('file', file);
  const response = await api.post<UploadResult>('/files/upload', form, {
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (event) => {
      if (event.total) {
        options.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    },
  });
  return response.data;
}
