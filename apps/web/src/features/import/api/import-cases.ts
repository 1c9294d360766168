import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportMapping, ImportResult } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { casesRootKey, scheduleRootKey } from '../../../lib/query-keys';

/** A large register takes longer than the client's usual 5 s (decisions §8.7: 10,000 rows in under 30 s). */
const IMPORT_TIMEOUT_MS = 180_000;

export interface ImportRequest {
  file: File;
  mapping?: ImportMapping;
  dryRun: boolean;
}

/** `POST /api/import/cases` (decisions §8.7): a dry run checks, a real run writes; multipart `file` and `mapping`. */
export async function importCases({ file, mapping, dryRun }: ImportRequest): Promise<ImportResult> {
  const body = new FormData();
  if (mapping) {
    body.append('mapping', JSON.stringify(mapping));
  }
  body.append('file', file, file.name);
  const response = await api.post<ImportResult>('/import/cases', body, {
    params: { dry_run: dryRun ? 1 : 0 },
    timeout: IMPORT_TIMEOUT_MS,
  });
  return response.data;
}

/** The import as a mutation; a real run makes the case lists and the board stale. */
export function useImportCases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCases,
    onSuccess: async (result) => {
      if (!result.dry_run) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: casesRootKey }),
          queryClient.invalidateQueries({ queryKey: scheduleRootKey }),
        ]);
      }
    },
  });
}
