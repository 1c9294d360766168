import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filesRootKey } from '../../../lib/query-keys';
import { uploadFile } from '../../../lib/content/upload-content';

/**
 * The dashboard's upload: one file into the root folder. Afterwards, whatever the outcome, the file
 * manager's queries are stale, so /files shows the new file at once.
 */
export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadFile(file, { onProgress }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: filesRootKey }),
  });
}
