import { AxiosError } from 'axios';
import { useCallback, useState } from 'react';
import type { FileItem } from '@pidsus/shared';
import { idFiles } from '../../../i18n/id-files';
import { previewKind } from '../../../lib/file-names';
import { getFileLink } from '../api/get-file-link';
import type { PreviewState } from '../components/preview-dialog';

const t = idFiles;
const isNotFound = (error: unknown) => error instanceof AxiosError && error.response?.status === 404;

/** Starts a browser download of a signed link, named after the file. */
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
 * Opening a file (requirements §5 Preview): images and PDFs in the preview dialog, everything else is
 * downloaded. Each asks the server for a fresh signed link at that moment.
 */
export function useOpenFile(notify: (message: string, severity: 'error') => void) {
  const [preview, setPreview] = useState<(PreviewState & { id: number }) | null>(null);

  const download = useCallback(
    async (file: Pick<FileItem, 'id' | 'name'>) => {
      try {
        saveAs(await getFileLink(file.id), file.name);
      } catch (error) {
        notify(isNotFound(error) ? t.notFound : t.downloadFailed, 'error');
      }
    },
    [notify],
  );

  const open = useCallback(
    async (file: Pick<FileItem, 'id' | 'name'>) => {
      const kind = previewKind(file.name);
      if (!kind) {
        await download(file);
        return;
      }
      setPreview({ id: file.id, name: file.name, kind, url: null, failed: false });
      try {
        const url = await getFileLink(file.id);
        setPreview((current) => (current?.id === file.id ? { ...current, url } : current));
      } catch (error) {
        if (isNotFound(error)) {
          setPreview(null);
          notify(t.notFound, 'error');
          return;
        }
        setPreview((current) => (current?.id === file.id ? { ...current, failed: true } : current));
      }
    },
    [download, notify],
  );

  return { preview, open, download, closePreview: () => setPreview(null) };
}
