import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DELETE_REDIRECT_DELAY_MS, type Case } from '@pidsus/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HttpError, type HttpResponse } from '../../../lib/http';
import { UndoNoticeProvider } from '../../../components/undo-notice';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { useCaseDetailPage } from './use-case-detail-page';
import { caseFixture } from '../../../test/case-fixture';

const item: Case = caseFixture({ type: 'penyidikan' });

const refusal = (status: number, message: string) =>
  new HttpError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data: { message },
    headers: {},
  } as HttpResponse);

/** The hook on /case/7 inside a data router, opened from `from` (the state 'Lihat Detail' passes). */
function renderPage(from?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result: { current: ReturnType<typeof useCaseDetailPage> | null } = { current: null };
  function Probe() {
    result.current = useCaseDetailPage();
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/case/:id', element: <Probe /> },
      { path: '*', element: null },
    ],
    { initialEntries: [{ pathname: '/case/7', state: from ? { from } : null }] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      {/* The frame's delete notice, outside the router as the app shell holds it above the screens. */}
      <UndoNoticeProvider>
        <RouterProvider router={router} />
      </UndoNoticeProvider>
    </QueryClientProvider>,
  );
  const page = () => {
    if (!result.current) {
      throw new Error('not rendered');
    }
    return result.current;
  };
  return { page, router };
}

describe('the /case/:id page state (useCaseDetailPage)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('goes back to where the user came from, else to the case category', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: item } as HttpResponse);
    expect(renderPage('/cases/penyidikan?q=suap').page().backTo).toBe('/cases/penyidikan?q=suap');
    const view = renderPage('//elsewhere.example');
    expect(view.page().backTo).toBe('/category');
    await waitFor(() => expect(view.page().backTo).toBe('/cases/penyidikan'));
  });

  it('keeps an edit based on an outdated version as a conflict, and shows a saved one in a notice', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: item } as HttpResponse);
    const put = vi.spyOn(api, 'put').mockRejectedValueOnce(refusal(409, 'Kasus ini telah diubah oleh pengguna lain'));
    const { page } = renderPage();
    await waitFor(() => expect(page().shown).toBe(true));
    act(() => page().editor.open());
    await act(() => expect(page().editor.save(item, item.updated_at)).rejects.toBeInstanceOf(HttpError));
    expect(page().editor.editing).toBe(true);
    expect(page().editor.conflict).toBe('Kasus ini telah diubah oleh pengguna lain');
    expect(page().notice.notice).toBeNull();

    put.mockResolvedValueOnce({ data: { ...item, updated_at: '2026-03-01T02:00:00.000Z' } } as HttpResponse);
    await act(() => page().editor.save(item, item.updated_at));
    expect(page().editor.editing).toBe(false);
    expect(page().editor.conflict).toBeNull();
    expect(page().notice.notice?.message).toBe('Perubahan berhasil disimpan');
  });

  it('after a deletion keeps the case, says so with Urungkan, and leaves for the list a moment later', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: item } as HttpResponse);
    vi.spyOn(api, 'delete').mockResolvedValue({ data: { success: true } } as HttpResponse);
    const { page, router } = renderPage('/cases/penyidikan');
    await waitFor(() => expect(page().shown).toBe(true));
    act(() => page().deletion.ask());
    expect(page().deletion.confirming).toBe(true);
    vi.useFakeTimers();
    await act(() => page().deletion.confirm());
    expect(page().deletion.confirming).toBe(false);
    expect(page().deletion.deleted).toBe(true);
    expect(page().shown).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('Jadwal berhasil dihapus');
    expect(router.state.location.pathname).toBe('/case/7');
    await act(() => vi.advanceTimersByTimeAsync(DELETE_REDIRECT_DELAY_MS));
    expect(router.state.location.pathname).toBe('/cases/penyidikan');
    // The offer outlives the case's page: Urungkan restores the case from the trash at once.
    const restore = vi.spyOn(api, 'post').mockResolvedValue({ data: item } as HttpResponse);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Urungkan' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(restore).toHaveBeenCalledWith('/trash/cases/7/restore');
    expect(screen.getByRole('alert')).toHaveTextContent('Kasus dipulihkan');
  });

  it('leaves a failed deletion to the confirmation dialog: it rejects, and nothing else changes', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: item } as HttpResponse);
    vi.spyOn(api, 'delete').mockRejectedValue(refusal(500, 'Gagal'));
    const { page, router } = renderPage();
    await waitFor(() => expect(page().shown).toBe(true));
    act(() => page().deletion.ask());
    await act(() => expect(page().deletion.confirm()).rejects.toBeInstanceOf(HttpError));
    expect(page().deletion.confirming).toBe(true);
    expect(page().deletion.deleted).toBe(false);
    expect(page().notice.notice).toBeNull();
    expect(router.state.location.pathname).toBe('/case/7');
  });
});
