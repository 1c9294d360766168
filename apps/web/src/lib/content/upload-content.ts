import type { FileItem } from '@pidsus/shared';
import type { RequestOptions } from '../http';
import { api } from '../api-client';

/** An upload takes as long as the file needs: the client's 5 s default timeout would cut every large file. */
const UPLOAD_TIMEOUT_MS = 0;

/**
 * The one upload of the web app: a multipart POST of `parts` to `url` (the file manager's and the dashboard's files,
 * a case's documents, the avatar), with no time limit, reporting the percent sent to `onProgress`. The parts are
 * sent in the order given: the server reads the fields that precede the file it streams. Resolves with the
 * server's answer; a failed call rejects as any call of the client does.
 */
export async function uploadContent<T>(
  url: string,
  parts: Record<string, string | Blob>,
  onProgress?: (percent: number) => void,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    form.append(name, value);
  }
  const config: RequestOptions = { timeout: UPLOAD_TIMEOUT_MS };
  if (onProgress) {
    config.onUploadProgress = (event) => {
      if (event.total) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
  }
  const response = await api.post<T>(url, form, config);
  return response.data;
}

/** The server's answer to a file upload (requirements §3 Upload response), with the created file on success. */
export interface UploadResult {
  success: boolean;
  error?: string;
  file?: FileItem;
}

/**
 * `POST /api/files/upload`, shared by the dashboard's card and the file manager: one file into the folder at `path`
 * (the root when absent), reporting its progress in percent.
 */
export function uploadFile(
  file: File,
  options: { path?: string; onProgress: (percent: number) => void },
): Promise<UploadResult> {
  // `path` before `file`: the server reads the fields that precede the file it streams.
  const parts: Record<string, string | Blob> = options.path === undefined ? { file } : { path: options.path, file };
  return uploadContent<UploadResult>('/files/upload', parts, options.onProgress);
}
