import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { HttpResponse, RequestOptions } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import type { UploadResult } from '../../../lib/content/upload-content';
import { UploadCard } from './upload-card';

/** The server's answer to POST /files/upload, as the shared client would return it. */
const answer = (data: UploadResult) => ({ data }) as HttpResponse<UploadResult>;
let post: MockInstance<typeof api.post>;

function renderCard() {
  const onResult = vi.fn();
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <UploadCard onResult={onResult} />
    </QueryClientProvider>,
  );
  const input = screen.getByTestId<HTMLInputElement>('dashboard-upload-input');
  return { onResult, input, invalidate };
}

const choose = (input: HTMLInputElement, files: File[]) => {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
};

describe('dashboard upload card (requirements §2, §5)', () => {
  beforeEach(() => {
    post = vi.spyOn(api, 'post');
  });
  afterEach(() => post.mockRestore());

  it('does nothing when the picker is cancelled', () => {
    const { input, onResult } = renderCard();
    choose(input, []);
    expect(post).not.toHaveBeenCalled();
    expect(onResult).not.toHaveBeenCalled();
  });

  it("shows 'Uploading... N%' with the button disabled, then reports success", async () => {
    let finish: (result: UploadResult) => void = () => undefined;
    post.mockImplementation((_url: string, _body: unknown, config?: RequestOptions) => {
      config?.onUploadProgress?.({ loaded: 42, total: 100 });
      return new Promise((resolve) => (finish = (result) => resolve(answer(result))));
    });
    const { input, onResult, invalidate } = renderCard();
    choose(input, [new File(['isi'], 'berkas.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('Uploading... 42%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pilih Berkas' })).toBeDisabled();
    expect(post).toHaveBeenCalledWith('/files/upload', expect.any(FormData), expect.objectContaining({ timeout: 0 }));
    await act(async () => finish({ success: true }));
    expect(onResult).toHaveBeenCalledWith('File berhasil diupload', 'success');
    // The file manager shows the new file at once, not after its 30 s stale time.
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['files'] }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pilih Berkas' })).toBeEnabled());
    expect(screen.queryByText(/Uploading/)).not.toBeInTheDocument();
  });

  it("reports the response's error text when success is false, else 'Gagal mengupload file'", async () => {
    const { input, onResult } = renderCard();
    post.mockResolvedValueOnce(answer({ success: false, error: 'Kuota penyimpanan penuh' }));
    await act(async () => choose(input, [new File(['a'], 'a.txt')]));
    expect(onResult).toHaveBeenLastCalledWith('Kuota penyimpanan penuh', 'error');
    post.mockResolvedValueOnce(answer({ success: false }));
    await act(async () => choose(input, [new File(['b'], 'b.txt')]));
    expect(onResult).toHaveBeenLastCalledWith('Gagal mengupload file', 'error');
  });

  it("reports a failed request with 'Gagal mengupload file'", async () => {
    const { input, onResult } = renderCard();
    post.mockRejectedValueOnce(new Error('boom'));
    await act(async () => choose(input, [new File(['c'], 'c.txt')]));
    expect(onResult).toHaveBeenLastCalledWith('Gagal mengupload file', 'error');
  });
});
