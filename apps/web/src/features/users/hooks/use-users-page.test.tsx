import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { User } from '@pidsus/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, type HttpResponse, type RequestOptions } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { filterUsers, useUsersPage } from './use-users-page';

const admin: User = {
  id: 1,
  username: 'admin',
  email: 'admin@pidsus.test',
  position: '',
  phone: '',
  office: '',
  avatar_url: null,
  role: 'admin',
  notify_all: false,
};
const budi: User = { ...admin, id: 7, username: 'Budi Santoso', email: 'budi@pidsus.test', role: 'user' };

function renderPage(entry: { pathname: string; search?: string; state?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result: { current: ReturnType<typeof useUsersPage> | null } = { current: null };
  function Probe() {
    result.current = useUsersPage();
    return null;
  }
  const router = createMemoryRouter([{ path: '/admin/users', element: <Probe /> }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
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

describe('the /admin/users page state (useUsersPage)', () => {
  beforeEach(() => {
    vi.spyOn(api, 'get').mockImplementation((url: string) =>
      Promise.resolve(
        (url === '/profile'
          ? { data: admin }
          : { data: [admin, budi], headers: { 'x-total-count': '2' } }) as unknown as HttpResponse,
      ),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the add dialog on ?add=1 or the quick action, once: the request is taken out of the URL', async () => {
    for (const entry of [
      { pathname: '/admin/users', search: '?add=1' },
      { pathname: '/admin/users', state: { openAddDialog: true } },
    ]) {
      const { page, router } = renderPage(entry);
      expect(page().editor.open).toBe(true);
      expect(page().editor.user).toBeNull();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(router.state.location.state).toBeNull();
      expect(page().editor.open).toBe(true);
    }
    const { page } = renderPage({ pathname: '/admin/users' });
    expect(page().editor.open).toBe(false);
  });

  it('knows the logged-in admin, and opens the editor afresh for each user', async () => {
    const { page } = renderPage({ pathname: '/admin/users' });
    await waitFor(() => expect(page().me).toBe(1));
    await waitFor(() => expect(page().list.items).toHaveLength(2));
    act(() => page().editor.show(budi));
    const first = page().editor.key;
    expect(page().editor.user).toBe(budi);
    act(() => page().editor.onSaved('Pengguna berhasil diperbarui'));
    expect(page().editor.open).toBe(false);
    expect(page().notice.notice?.message).toBe('Pengguna berhasil diperbarui');
    act(() => page().editor.show(budi));
    expect(page().editor.key).toBe(first + 1);
  });

  it('deletes the user asked about, then closes the question and says so', async () => {
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ data: { success: true } } as HttpResponse);
    const { page } = renderPage({ pathname: '/admin/users' });
    act(() => page().deleting.show(budi));
    expect(page().deleting.open).toBe(true);
    await act(() => page().deleting.confirm());
    expect(remove).toHaveBeenCalledWith('/users/7', { params: undefined });
    expect(page().deleting.open).toBe(false);
    // Kept while the dialog fades out, so that its text does not flicker.
    expect(page().deleting.target).toBe(budi);
    expect(page().notice.notice?.message).toBe('Pengguna berhasil dihapus');
  });

  it('turns a deletion refused for the case teams (409 with the count) into the handover question', async () => {
    const refusal = new HttpError('Request failed with status code 409', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 409,
      data: { success: false, error: 'Pengguna masih menjadi tim pada 3 kasus', cases: 3 },
    } as HttpResponse);
    vi.spyOn(api, 'delete').mockRejectedValueOnce(refusal);
    const { page } = renderPage({ pathname: '/admin/users' });
    act(() => page().deleting.show(budi));
    await act(() => page().deleting.confirm());
    expect(page().deleting.open).toBe(false);
    expect(page().handover.value).toEqual({ user: budi, cases: 3 });
    expect(page().notice.notice).toBeNull();
    act(() => page().handover.done('Budi dihapus; 3 kasus dialihkan ke Siti'));
    expect(page().handover.value).toBeNull();
    expect(page().notice.notice?.message).toBe('Budi dihapus; 3 kasus dialihkan ke Siti');
  });

  it('leaves a refused deletion or end of sessions to the open dialog: it rejects, and no notice is shown', async () => {
    vi.spyOn(api, 'delete')
      .mockResolvedValueOnce({ data: { success: false, error: 'Tidak dapat menghapus' } } as HttpResponse)
      .mockRejectedValueOnce(new Error('network'));
    const { page } = renderPage({ pathname: '/admin/users' });
    act(() => page().deleting.show(budi));
    await act(() => expect(page().deleting.confirm()).rejects.toThrow('Tidak dapat menghapus'));
    expect(page().deleting.open).toBe(true);
    act(() => page().ending.show(budi));
    await act(() => expect(page().ending.confirm()).rejects.toThrow('network'));
    expect(page().ending.open).toBe(true);
    expect(page().notice.notice).toBeNull();
  });

  it('shows the first page of accounts and loads the next on request, until all are there', async () => {
    const citra: User = { ...budi, id: 9, username: 'Citra', email: 'citra@pidsus.test' };
    const get = vi.spyOn(api, 'get').mockImplementation((url: string, config?: RequestOptions) =>
      Promise.resolve(
        (url === '/profile'
          ? { data: admin }
          : {
              data: (config?.params as { offset?: number } | undefined)?.offset === 2 ? [citra] : [admin, budi],
              headers: { 'x-total-count': '3' },
            }) as unknown as HttpResponse,
      ),
    );
    const { page } = renderPage({ pathname: '/admin/users' });
    await waitFor(() => expect(page().list.items).toHaveLength(2));
    expect(page().list.total).toBe(3);
    expect(page().list.hasMore).toBe(true);
    expect(get).toHaveBeenCalledWith('/users', { params: { limit: 100, offset: 0 } });
    act(() => page().list.loadMore());
    await waitFor(() =>
      expect(page().list.items?.map((user) => user.username)).toEqual(['admin', 'Budi Santoso', 'Citra']),
    );
    expect(get).toHaveBeenCalledWith('/users', { params: { limit: 100, offset: 2 } });
    expect(page().list.hasMore).toBe(false);
  });

  it('lets through the accounts whose name, email or position holds the search, in any case', async () => {
    const citra = { ...budi, id: 9, username: 'Citra', email: 'citra@pidsus.test', position: 'Jaksa Fungsional' };
    vi.spyOn(api, 'get').mockImplementation((url: string) =>
      Promise.resolve(
        (url === '/profile'
          ? { data: admin }
          : { data: [admin, budi, citra], headers: { 'x-total-count': '3' } }) as unknown as HttpResponse,
      ),
    );
    const { page } = renderPage({ pathname: '/admin/users' });
    await waitFor(() => expect(page().list.shown).toHaveLength(3));
    act(() => page().search.setQuery('  SANTOSO '));
    expect(page().list.shown?.map((user) => user.username)).toEqual(['Budi Santoso']);
    expect(page().search.active).toBe(true);
    act(() => page().search.setQuery('jaksa'));
    expect(page().list.shown?.map((user) => user.username)).toEqual(['Citra']);
    act(() => page().search.setQuery('ADMIN@PIDSUS'));
    expect(page().list.shown?.map((user) => user.username)).toEqual(['admin']);
    act(() => page().search.setQuery('tidak ada'));
    // Until the server has answered this search, the table waits rather than say that nobody matches.
    expect(page().list.shown).toBeUndefined();
    expect(page().list.loading).toBe(true);
    await waitFor(() => expect(page().list.shown).toEqual([]));
    expect(page().list.loading).toBe(false);
    // The loaded accounts themselves stay: the search only hides.
    expect(page().list.items).toHaveLength(3);
  });

  it('asks the server for the search once the typing pauses, and shows an account the first page did not hold', async () => {
    const zulkifli = { ...budi, id: 201, username: 'Zulkifli Harahap', email: 'zulkifli@pidsus.test' };
    const get = vi.spyOn(api, 'get').mockImplementation((url: string, config?: RequestOptions) => {
      const q = (config?.params as { q?: string } | undefined)?.q;
      return Promise.resolve(
        (url === '/profile'
          ? { data: admin }
          : q === undefined
            ? { data: [admin, budi], headers: { 'x-total-count': '201' } }
            : {
                data: q === 'harahap' ? [zulkifli] : [],
                headers: { 'x-total-count': q === 'harahap' ? '1' : '0' },
              }) as unknown as HttpResponse,
      );
    });
    const { page } = renderPage({ pathname: '/admin/users' });
    await waitFor(() => expect(page().list.items).toHaveLength(2));
    act(() => page().search.setQuery('h'));
    act(() => page().search.setQuery('ha'));
    act(() => page().search.setQuery('harahap '));
    await waitFor(() => expect(page().list.shown?.map((user) => user.username)).toEqual(['Zulkifli Harahap']));
    expect(page().list.total).toBe(1);
    const searches = get.mock.calls.filter(
      ([url, config]) => url === '/users' && (config?.params as { q?: string } | undefined)?.q !== undefined,
    );
    // One request for what was typed in one go, not one per keystroke.
    expect(searches).toEqual([['/users', { params: { limit: 100, offset: 0, q: 'harahap' } }]]);
  });

  it('unlocks the account asked about, then closes the question, says so and loads the list again', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { success: true, error: null } } as HttpResponse);
    const { page } = renderPage({ pathname: '/admin/users' });
    await waitFor(() => expect(page().list.items).toHaveLength(2));
    const get = vi.mocked(api.get);
    const listCalls = () => get.mock.calls.filter(([url]) => url === '/users').length;
    const before = listCalls();
    act(() => page().unlocking.show(budi));
    expect(page().unlocking.open).toBe(true);
    await act(() => page().unlocking.confirm());
    expect(post).toHaveBeenCalledWith('/users/7/unlock');
    expect(page().unlocking.open).toBe(false);
    expect(page().notice.notice).toMatchObject({ message: 'Kunci akun berhasil dibuka', severity: 'success' });
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('leaves a refused unlock to the open dialog, and still loads the list again', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({
      data: { success: false, error: 'Akun tidak terkunci' },
    } as HttpResponse);
    const { page } = renderPage({ pathname: '/admin/users' });
    await waitFor(() => expect(page().list.items).toHaveLength(2));
    const before = vi.mocked(api.get).mock.calls.length;
    act(() => page().unlocking.show(budi));
    await act(() => expect(page().unlocking.confirm()).rejects.toThrow('Akun tidak terkunci'));
    expect(page().unlocking.open).toBe(true);
    expect(page().notice.notice).toBeNull();
    await waitFor(() => expect(vi.mocked(api.get).mock.calls.length).toBeGreaterThan(before));
  });
});

describe('filterUsers (decisions §7.5 Cari pengguna)', () => {
  it('keeps everyone for an empty or blank search', () => {
    expect(filterUsers([admin, budi], '   ')).toEqual([admin, budi]);
  });
});
