import { HttpError } from '../http';
import { idExports } from '../../i18n/id-exports';
import { api, errorMessage } from '../api-client';

/** An export of a long list takes longer than the client's usual 5 s. */
export const EXPORT_TIMEOUT_MS = 120_000;

/** The file name of a `Content-Disposition` header (`filename*=` first, then `filename=`), or undefined. */
export function fileNameOf(disposition: string | undefined): string | undefined {
  if (!disposition) {
    return undefined;
  }
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Fall back to the plain name below.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

/** Starts the browser's download of `blob` under `name`. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The server's Indonesian message of a failed export: its body arrives as a Blob, read back as JSON. */
async function exportError(error: unknown): Promise<string> {
  const data: unknown = error instanceof HttpError ? error.response?.data : undefined;
  if (data instanceof Blob) {
    try {
      const body = JSON.parse(await data.text()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) {
        return body.message;
      }
    } catch {
      // Not JSON: the generic text below.
    }
    return idExports.failed;
  }
  return errorMessage(error, idExports.failed);
}

/**
 * Fetches an export with the session's bearer token (a plain link could not carry it) and saves it under the
 * name the server gave in `Content-Disposition` (decisions §7.4). Answers the name; throws an Indonesian message.
 */
export async function downloadExport(path: string, params: Record<string, string | number | undefined>) {
  try {
    const response = await api.get<Blob>(path, { params, responseType: 'blob', timeout: EXPORT_TIMEOUT_MS });
    const name = fileNameOf(response.headers['content-disposition'] as string | undefined) ?? 'ekspor';
    save(response.data, name);
    return name;
  } catch (error) {
    throw new Error(await exportError(error));
  }
}

/**
 * Posts `body` to `path` and saves the file the server answers (the import's errors workbook, decisions §8.7), under
 * the name of its `Content-Disposition`. Throws an Indonesian message.
 */
export async function downloadPosted(path: string, body: unknown, fallbackName: string) {
  try {
    const response = await api.post<Blob>(path, body, { responseType: 'blob', timeout: EXPORT_TIMEOUT_MS });
    const name = fileNameOf(response.headers['content-disposition'] as string | undefined) ?? fallbackName;
    save(response.data, name);
    return name;
  } catch (error) {
    throw new Error(await exportError(error));
  }
}
