import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOpenContent } from './use-open-content';

const texts = { notFound: 'Item tidak ditemukan', downloadFailed: 'Gagal mengunduh file' };

function setup(freshLink: (id: number) => Promise<string | null>) {
  const notify = vi.fn();
  const view = renderHook(() => useOpenContent(freshLink, texts, notify));
  return { view, notify };
}

afterEach(() => vi.restoreAllMocks());

describe('opening stored content (useOpenContent)', () => {
  it('previews an image or a PDF with a link asked for at that moment', async () => {
    const freshLink = vi.fn().mockResolvedValue('/content/1?sig=x');
    const { view, notify } = setup(freshLink);
    await act(() => view.result.current.open({ id: 1, name: 'Surat.PDF' }));
    expect(freshLink).toHaveBeenCalledWith(1);
    expect(view.result.current.preview).toEqual({
      id: 1,
      name: 'Surat.PDF',
      kind: 'pdf',
      url: '/content/1?sig=x',
      failed: false,
    });
    act(() => view.result.current.closePreview());
    expect(view.result.current.preview).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('downloads anything else under its own name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.getAttribute('href')).toBe('/content/2?sig=y&download=1');
      expect(this.download).toBe('Berita Acara.docx');
    });
    const { view } = setup(() => Promise.resolve('/content/2?sig=y'));
    await act(() => view.result.current.open({ id: 2, name: 'Berita Acara.docx' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(view.result.current.preview).toBeNull();
  });

  it('says an item is gone when it has no link any more, and that the download failed when the link could not be had', async () => {
    const gone = setup(() => Promise.resolve(null));
    await act(() => gone.view.result.current.open({ id: 3, name: 'foto.jpg' }));
    expect(gone.view.result.current.preview).toBeNull();
    expect(gone.notify).toHaveBeenCalledWith('Item tidak ditemukan', 'error');

    const broken = setup(() => Promise.reject(new Error('network')));
    await act(() => broken.view.result.current.open({ id: 4, name: 'foto.jpg' }));
    expect(broken.view.result.current.preview).toMatchObject({ id: 4, failed: true, url: null });
    await act(() => broken.view.result.current.download({ id: 4, name: 'foto.jpg' }));
    expect(broken.notify).toHaveBeenCalledWith('Gagal mengunduh file', 'error');
  });
});
