import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface UploadResult {
  success: boolean;
  error?: string;
}

/** Upload takes as long as the file needs: the 5 s default timeout would cut every large file. */
const UPLOAD_TIMEOUT_MS = 0;

export async function uploadFile(file: File, onProgress: (percent: number) => void): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  const response = await api.post<UploadResult>('/files/upload', form, {
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (event) => {
      if (event.total) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    },
  });
  return response.data;
}

export const useUploadFile = () =>
  useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadFile(file, onProgress),
  });
