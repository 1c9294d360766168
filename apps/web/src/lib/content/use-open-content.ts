import { useCallback, useState } from 'react';
import type { PreviewState } from '../../components/preview-dialog';
import { previewKind } from './file-names';

/** Starts a browser download of a signed link, named after the item. */
function saveAs(url: string, name: string) {
  const anchor = document.createElement('a');
  anchor.href = `${url}&download=1`;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** An item of stored content as opening it needs: its id, and its name (for the preview's kind and the download). */
interface Openable {
  id: number;
  name: string;
}

/**
 * Opening stored content — a file of the file manager (requirements §5 Preview), a case's document (decisions
 * §7.2): images and PDFs in the shared preview dialog, anything else is downloaded. Signed links expire after a few
 * minutes, so each opening asks `freshLink` for one at that moment; `null` from it means the item is gone, which
 * `texts.notFound` says. `freshLink` and `texts` should keep their identity between renders.
 */
export function useOpenContent(
  freshLink: (id: number) => Promise<string | null>,
  texts: { notFound: string; downloadFailed: string },
  notify: (message: string, severity: 'error') => void,
) {
  const [preview, setPreview] = useState<(PreviewState & { id: number }) | null>(null);

  const download = useCallback(
    async (item: Openable) => {
      try {
        const url = await freshLink(item.id);
        if (url) {
          saveAs(url, item.name);
        } else {
          notify(texts.notFound, 'error');
        }
      } catch {
        notify(texts.downloadFailed, 'error');
      }
    },
    [freshLink, texts, notify],
  );

  const open = useCallback(
    async (item: Openable) => {
      const kind = previewKind(item.name);
      if (!kind) {
        await download(item);
        return;
      }
      setPreview({ id: item.id, name: item.name, kind, url: null, failed: false });
      try {
        const url = await freshLink(item.id);
        if (!url) {
          setPreview(null);
          notify(texts.notFound, 'error');
          return;
        }
        setPreview((current) => (current?.id === item.id ? { ...current, url } : current));
      } catch {
        setPreview((current) => (current?.id === item.id ? { ...current, failed: true } : current));
      }
    },
    [download, freshLink, texts, notify],
  );

  return { preview, open, download, closePreview: () => setPreview(null) };
}
