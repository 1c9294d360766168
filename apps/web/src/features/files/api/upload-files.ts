import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileItem } from '@pidsus/shared';
import { uploadFile } from '../../../lib/content/upload-content';
import { uploadInTurn } from '../../../lib/content/upload-in-turn';
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

/** A file the server did not take, and why (an UploadRejectedError, or the failed call's error). */
export interface UploadFailure {
  name: string;
  error: unknown;
}

/** What a batch did: the files stored, and the ones refused, each on its own (decisions §7.5). */
export interface UploadOutcome {
  uploaded: FileItem[];
  failed: UploadFailure[];
}

/** One file into the folder at `path`; a refusal (`success: false`) is thrown as an UploadRejectedError. */
export async function uploadOne(file: File, path: string, onProgress: (percent: number) => void): Promise<FileItem> {
  const result = await uploadFile(file, { path, onProgress });
  if (!result.success || !result.file) {
    throw new UploadRejectedError(result.error);
  }
  return result.file;
}

/**
 * Several files, one after the other, reporting which one is under way and how far. A file the server
 * refuses (an empty one, one over the quota) does not stop the others: the outcome lists it with its reason.
 */
export const useUploadFiles = (onProgress: (progress: UploadProgress) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, path }: { files: File[]; path: string }): Promise<UploadOutcome> => {
      try {
        const { uploaded, failed } = await uploadInTurn(files, (file, index) => {
          const report = (percent: number) =>
            onProgress({ name: file.name, index: index + 1, total: files.length, percent });
          report(0);
          return uploadOne(file, path, report);
        });
        return {
          uploaded: uploaded.map((entry) => entry.result),
          failed: failed.map((entry) => ({ name: entry.item.name, error: entry.error })),
        };
      } finally {
        await queryClient.invalidateQueries({ queryKey: fileKeys.all });
      }
    },
  });
};
