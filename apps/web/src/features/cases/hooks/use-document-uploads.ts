import { validationMessages } from '@pidsus/shared/constants';
import { useCallback, useRef, useState } from 'react';
import { idCaseDocuments } from '../../../i18n/id-case-documents';
import { errorMessage } from '../../../lib/api-client';
import { uploadInTurn } from '../../../lib/content/upload-in-turn';
import { uploadCaseDocument, useRefreshCaseDocuments } from '../api/case-documents';

const t = idCaseDocuments;

/** A file refused before any byte is sent (an empty one): it is not sent, and the documents did not change. */
class RefusedBeforeSending extends Error {}

/** One file on its way into the case file: waiting its turn, arriving, or refused (with the reason). */
export interface DocumentUpload {
  key: number;
  name: string;
  state: 'waiting' | 'uploading' | 'failed';
  percent: number;
  error?: string;
}

/**
 * Uploads to a case's documents (decisions §7.2): several files one after the other, each with its progress; a
 * refused file (empty, too large, too many uploads) stays listed with the server's reason and does not stop the
 * others. A file that arrived leaves the list, which the documents' list then shows.
 */
export function useDocumentUploads(caseId: number, onDone: (uploaded: number) => void) {
  const [uploads, setUploads] = useState<DocumentUpload[]>([]);
  const nextKey = useRef(0);
  const refresh = useRefreshCaseDocuments(caseId);

  const update = (key: number, changes: Partial<DocumentUpload>) =>
    setUploads((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  const drop = (key: number) => setUploads((current) => current.filter((item) => item.key !== key));

  const add = useCallback(
    async (files: File[]) => {
      const batch = files.map((file) => ({ file, key: (nextKey.current += 1) }));
      setUploads((current) => [
        ...current,
        ...batch.map(({ file, key }) => ({ key, name: file.name, state: 'waiting' as const, percent: 0 })),
      ]);
      const { uploaded } = await uploadInTurn(
        batch,
        ({ file, key }) => {
          // Refused before sending, with the server's own words (decisions §7.5).
          if (file.size === 0) {
            return Promise.reject(new RefusedBeforeSending(validationMessages.emptyUpload));
          }
          update(key, { state: 'uploading' });
          return uploadCaseDocument(caseId, file, (percent) => update(key, { percent }));
        },
        {
          uploaded: ({ key }) => {
            drop(key);
            // Each arrival shows at once, not only at the end of a long batch.
            void refresh();
          },
          failed: ({ key }, error) => {
            if (error instanceof RefusedBeforeSending) {
              update(key, { state: 'failed', error: error.message });
              return;
            }
            update(key, { state: 'failed', error: errorMessage(error, t.uploadFailed) });
            void refresh();
          },
        },
      );
      if (uploaded.length > 0) {
        onDone(uploaded.length);
      }
    },
    [caseId, onDone, refresh],
  );

  return { uploads, add, dismiss: drop };
}
