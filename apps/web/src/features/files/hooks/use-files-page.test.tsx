import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { DragEvent, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { HttpError, type HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { useFilesPage, type Item } from './use-files-page';

const listing = {
  success: true,
  data: {
    folders: [{ id: 1, name: 'Bukti', path: '/Perkara/Bukti', type: 'folder' }],
    files: [
      {
        id: 2,
        name: 'Surat Tugas.pdf',
        size: 10,
        mime: 'application/pdf',
        url: '/x',
        type: 'file',
        created_at: '2026-03-02T01:00:00.000Z',
      },
    ],
  },
};
let get: MockInstance<typeof api.get>;
let post: MockInstance<typeof api.post>;

function renderPage(initial: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useFilesPage(), { wrapper });
}

/** The server's answer to an empty upload: 400 in the upload's envelope (decisions §7.5, decisions §2). */
const emptyUploadRefusal = () =>
  new HttpError('Request failed with status code 400', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 400,
    headers: {},
    data: { success: false, error: 'File kosong tidak dapat diunggah', message: 'File kosong tidak dapat diunggah' },
  });

const drop = (files: File[]) => ({ preventDefault: () => undefined, dataTransfer: { files } }) as unknown as DragEvent;

describe('the /files page state (useFilesPage)', () => {
  beforeEach(() => {
    get = vi.spyOn(api, 'get').mockResolvedValue({ data: listing } as HttpResponse);
    post = vi.spyOn(api, 'post');
  });
  afterEach(() => {
    get.mockRestore();
    post.mockRestore();
  });

  it('lists the folder of ?path=, filters by the search and clears it when navigating', async () => {
    const view = renderPage('/files?path=%2FPerkara');
    expect(view.result.current.path).toBe('/Perkara');
    await waitFor(() => expect(view.result.current.items).toHaveLength(2));
    expect(get).toHaveBeenCalledWith('/files', { params: { path: '/Perkara' } });
    act(() => view.result.current.setQuery('  surat '));
    expect(view.result.current.items.map((item) => item.name)).toEqual(['Surat Tugas.pdf']);
    act(() => view.result.current.setQuery('tidak ada'));
    expect(view.result.current.isEmpty).toBe(true);
    expect(view.result.current.searching).toBe(true);
    act(() => view.result.current.navigate('/Perkara/Bukti'));
    expect(view.result.current.path).toBe('/Perkara/Bukti');
    expect(view.result.current.query).toBe('');
    act(() => view.result.current.navigate('/'));
    expect(view.result.current.path).toBe('/');
  });

  it('uploads dropped files into the folder shown, one after the other, and reports the result', async () => {
    post.mockImplementation((_url, body) =>
      Promise.resolve({
        data: { success: true, file: { ...listing.data.files[0], name: (body as FormData).get('path') } },
      } as HttpResponse),
    );
    const view = renderPage('/files?path=%2FPerkara');
    act(() => view.result.current.dropZone.onDragOver(drop([])));
    expect(view.result.current.dragging).toBe(true);
    act(() => view.result.current.dropZone.onDrop(drop([new File(['a'], 'a.txt'), new File(['b'], 'b.txt')])));
    expect(view.result.current.dragging).toBe(false);
    await waitFor(() => expect(view.result.current.notice.notice?.message).toBe('2 file berhasil diupload'));
    expect(post).toHaveBeenCalledTimes(2);
    const form = post.mock.calls[0]?.[1] as FormData;
    expect([...form.keys()]).toEqual(['path', 'file']);
    expect(form.get('path')).toBe('/Perkara');
    expect(view.result.current.progress).toBeNull();
    expect(view.result.current.uploading).toBe(false);
  });

  it('shows the server’s refusal of an empty file as an error, never as a success (decisions §7.5)', async () => {
    post.mockRejectedValue(emptyUploadRefusal());
    const view = renderPage('/files');
    act(() => view.result.current.dropZone.onDrop(drop([new File([], 'kosong.txt')])));
    await waitFor(() =>
      expect(view.result.current.notice.notice).toMatchObject({
        message: 'File kosong tidak dapat diunggah',
        severity: 'error',
      }),
    );
    expect(view.result.current.uploading).toBe(false);
  });

  it('goes on with the other files when one is refused, and names the refused one with its reason', async () => {
    post.mockImplementation((_url, body) => {
      const file = (body as FormData).get('file') as File;
      return file.size === 0
        ? Promise.reject(emptyUploadRefusal())
        : Promise.resolve({ data: { success: true, file: listing.data.files[0] } } as HttpResponse);
    });
    const view = renderPage('/files');
    act(() =>
      view.result.current.dropZone.onDrop(
        drop([new File(['a'], 'a.txt'), new File([], 'kosong.txt'), new File(['c'], 'c.txt')]),
      ),
    );
    await waitFor(() =>
      expect(view.result.current.notice.notice).toMatchObject({
        message: '1 dari 3 file gagal diupload: kosong.txt (File kosong tidak dapat diunggah)',
        severity: 'error',
      }),
    );
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('opens and closes the dialogs of an item', () => {
    const view = renderPage('/files');
    const item = { ...listing.data.files[0], type: 'file' } as Item;
    act(() => view.result.current.onAction(item, 'rename'));
    expect(view.result.current.renaming.item).toBe(item);
    act(() => view.result.current.renaming.close());
    expect(view.result.current.renaming.item).toBeNull();
    act(() => view.result.current.onAction(item, 'move'));
    expect(view.result.current.moving.item).toBe(item);
    act(() => view.result.current.onAction(item, 'delete'));
    expect(view.result.current.deleting.item).toBe(item);
  });
});
