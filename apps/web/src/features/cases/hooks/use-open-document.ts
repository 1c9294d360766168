import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { CaseDocument } from '@pidsus/shared';
import type { PreviewState } from '../../../components/preview-dialog';
import { idCaseDocuments } from '../../../i18n/id-case-documents';
import { previewKind } from '../../../lib/file-names';
import { caseDocumentsQueryOptions } from '../api/case-documents';

const t = idCaseDocuments;

/** Starts a browser download of a signed link, named after the document. */
function saveAs(url: string, name: string) {
  const anchor = document.createElement('a');
  anchor.href = `${url}&download=1`;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Opening a case document: images and PDFs in the shared preview dialog, anything else is downloaded. Links
 * expire after a few minutes, so each asks for the list again at that moment and takes the document's fresh link
 * (a document deleted meanwhile is said so, and the list shows it gone).
 */
export function useOpenDocument(caseId: number, notify: (message: string, severity: 'error') => void) {
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<(PreviewState & { id: number }) | null>(null);

  const freshUrl = useCallback(
    async (documentId: number): Promise<string | null> => {
      const documents = await queryClient.fetchQuery({ ...caseDocumentsQueryOptions(caseId), staleTime: 0 });
      return documents.find((item) => item.id === documentId)?.url ?? null;
    },
    [queryClient, caseId],
  );

  const download = useCallback(
    async (item: Pick<CaseDocument, 'id' | 'name'>) => {
      try {
        const url = await freshUrl(item.id);
        if (url) {
          saveAs(url, item.name);
        } else {
          notify(t.notFound, 'error');
        }
      } catch {
        notify(t.downloadFailed, 'error');
      }
    },
    [freshUrl, notify],
  );

  const open = useCallback(
    async (item: Pick<CaseDocument, 'id' | 'name'>) => {
      const kind = previewKind(item.name);
      if (!kind) {
        await download(item);
        return;
      }
      setPreview({ id: item.id, name: item.name, kind, url: null, failed: false });
      try {
        const url = await freshUrl(item.id);
        if (!url) {
          setPreview(null);
          notify(t.notFound, 'error');
          return;
        }
        setPreview((current) => (current?.id === item.id ? { ...current, url } : current));
      } catch {
        setPreview((current) => (current?.id === item.id ? { ...current, failed: true } : current));
      }
    },
    [download, freshUrl, notify],
  );

  return { preview, open, download, closePreview: () => setPreview(null) };
}
