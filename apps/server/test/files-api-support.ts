import { multipart, type Part } from './files-support';
import type { TestApp } from './helpers';

export type Auth = { authorization: string };
export interface ListBody {
  success: boolean;
  data: {
    folders: { id: number; name: string; path: string; type: string }[];
    files: { id: number; name: string; size: number; mime: string; url: string; type: string; created_at: string }[];
  };
}

/** The calls of the files API that files.test.ts and files-content.test.ts make, on the app `current` gives. */
export function filesApi(current: () => TestApp) {
  const list = (auth: Auth, folder = '/') =>
    current().app.inject({ method: 'GET', url: `/api/files?path=${encodeURIComponent(folder)}`, headers: auth });
  const newFolder = (auth: Auth, name: string, at = '/') =>
    current().app.inject({ method: 'POST', url: '/api/files/folders', headers: auth, payload: { name, path: at } });
  const upload = (auth: Auth, parts: Part[]) => {
    const body = multipart(parts);
    return current().app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  };
  const uploadFile = (auth: Auth, filename: string, content: Buffer | string, at?: string) =>
    upload(auth, [
      ...(at ? [{ name: 'path', value: at }] : []),
      { name: 'file', filename, content: Buffer.from(content) },
    ]);
  const fetchUrl = (url: string, headers: Record<string, string> = {}) =>
    current().app.inject({ method: 'GET', url, headers });
  return { list, newFolder, uploadFile, fetchUrl };
}
