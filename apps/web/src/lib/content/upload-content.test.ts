import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpResponse, RequestOptions } from '../http';
import { api } from '../api-client';
import { uploadContent, uploadFile } from './upload-content';

afterEach(() => vi.restoreAllMocks());

describe('the one upload (uploadContent)', () => {
  it('sends the parts in their order, without a time limit, and reports the percent sent', async () => {
    const heard: number[] = [];
    const post = vi.spyOn(api, 'post').mockImplementation((_url: string, _body: unknown, config?: RequestOptions) => {
      for (const loaded of [0, 50, 100, 120]) {
        config?.onUploadProgress?.({ loaded, total: 100 });
      }
      config?.onUploadProgress?.({ loaded: 10 });
      return Promise.resolve({ data: { id: 1 } } as HttpResponse);
    });
    const file = new File(['x'], 'surat.pdf');
    await expect(
      uploadContent('/cases/3/documents', { path: '/Perkara', file }, (p) => heard.push(p)),
    ).resolves.toEqual({ id: 1 });
    const [url, form, config] = post.mock.calls[0] ?? [];
    expect(url).toBe('/cases/3/documents');
    expect([...(form as FormData).keys()]).toEqual(['path', 'file']);
    expect(((form as FormData).get('file') as File).name).toBe('surat.pdf');
    expect(config?.timeout).toBe(0);
    expect(heard).toEqual([0, 50, 100, 100]);
  });

  it('listens to no progress when nobody asks for it', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { success: true } } as HttpResponse);
    await uploadContent('/profile/avatar', { avatar: new File(['x'], 'a.png') });
    expect(post.mock.calls[0]?.[2]).toEqual({ timeout: 0 });
  });

  it('sends a file to the root folder without a path, and into a folder with its path first', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { success: true } } as HttpResponse);
    const file = new File(['x'], 'a.txt');
    await uploadFile(file, { onProgress: () => undefined });
    await uploadFile(file, { path: '/Bukti', onProgress: () => undefined });
    expect(post.mock.calls.map((call) => [call[0], [...(call[1] as FormData).keys()]])).toEqual([
      ['/files/upload', ['file']],
      ['/files/upload', ['path', 'file']],
    ]);
  });
});
