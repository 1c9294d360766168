import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileItem } from '@pidsus/shared';
import { uploadFile } from '../../../lib/upload-file';
import { fileKeys } from './keys';

export interface UploadProgress {
  name: string;
  index: number;
  total: number;
  percent: number;
}

/** An upload the server answered with `success: false` (requirements §5): its text, or 'Upload gagal'. */
export class UploadRejectedError extends Error {
  constructor(readonly serverError: string | undefined) {
    super(serverError ?? 'upload rejected');
  }
}

/** One file into the folder at `path`; a refusal (`success: false`) is thrown as an UploadRejectedError. */
export async function uploadOne(file: File, path: string, onProgress: (percent: number) => void): Promise<FileItem> {
  const result = await uploadFile(file, { path, onProgress });
  if (!result.success || !result.file) {
    throw new UploadRejectedError(result.error);
  }
  return result.file;
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
        await queryClient.invalidateQueries({ queryKey: fileKeys.all });
      }
      return uploaded;
    },
  });
};
