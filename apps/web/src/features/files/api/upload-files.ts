import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadResponse } from '@pidsus/shared';
import { api } from '../../../lib/api-client';

export interface UploadProgress {
  name: string;
  index: number;
  total: number;
  percent: number;
}

/** An upload the server answered with `success: false` (spec §5): its text, or 'Upload gagal'. */
export class UploadRejectedError extends Error {
  constructor(readonly serverError: string | undefined) {
    super(serverError ?? 'upload rejected');
  }
}

/** One file into the folder at `path`; an upload takes as long as it needs (no 5 s timeout). */
export async function uploadOne(file: File, path: string, onProgress: (percent: number) => void) {
  const form = new FormData();
  // `path` before `file`: the server reads the fields that precede the file it streams.
  form.append('path', path);
  form.append('file', file);
  const response = await api.post<UploadResponse>('/files/upload', form, {
    timeout: 0,
    onUploadProgress: (event) => {
      if (event.total) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    },
  });
  if (!response.data.success) {
    throw new UploadRejectedError(response.data.error);
  }
  return response.data.file;
}

/** Several files, one after the other, reporting which one is under way and how far. */
export const useUploadFiles = (onProgress: (progress: UploadProgress) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, path }: { files: File[]; path: string }) => {
      const uploaded = [];
      try {
        for (const [index, file] of files.entries()) {
          onProgress({ name: file.name, index: index + 1, total: files.length, percent: 0 });
          uploaded.push(
            await uploadOne(file, path, (percent) =>
              onProgress({ name: file.name, index: index + 1, total: files.length, percent }),
            ),
          );
        }
      } finally {
        await queryClient.invalidateQueries({ queryKey: ['files'] });
      }
      return uploaded;
    },
  });
};
