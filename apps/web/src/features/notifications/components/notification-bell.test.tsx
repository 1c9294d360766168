import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@pidsus/shared';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { HttpError, type HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { receiveNotification } from '../hooks/use-incoming-notifications';
import { NotificationBell } from './notification-bell';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const note = (id: number, fields: Partial<Notification> = {}): Notification => ({
  id,
  message: `Siti Rahmawati mengubah status "Kasus ${id}" menjadi Selesai`,
  link: `/case/${id}`,
  is_read: false,
  created_at: minutesAgo(5),
  ...fields,
});

/** The server's answer to GET /notifications: the page and its two count headers. */
const listAnswer = (items: Notification[], total: number, unread: number) =>
  ({
    data: items,
    headers: { 'x-total-count': String(total), 'x-unread-count': String(unread) },
  }) as unknown as HttpResponse;

const serverError = () =>
  new HttpError('fail', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status: 500,
    data: {},
  } as HttpResponse);

let get: MockInstance<typeof api.get>;
let put: MockInstance<typeof api.put>;

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <NotificationBell />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, bell: screen.getByRole('button', { name: 'Notifikasi' }) };
}

const badge = () => screen.getByTestId('notification-badge');

async function openList(bell: HTMLElement) {
  fireEvent.click(bell);
  return screen.findByRole('dialog', { name: 'Notifikasi' });
}

describe('the notification bell (requirements §2 Layout, §4)', () => {
  beforeEach(() => {
    get = vi.spyOn(api, 'get');
    put = vi.spyOn(api, 'put');
  });
  afterEach(() => {
    get.mockRestore();
    put.mockRestore();
  });

  it("shows the server's unread count on the badge and the newest first, unread ones marked", async () => {
    get.mockResolvedValue(listAnswer([note(3), note(2, { is_read: true, created_at: minutesAgo(130) })], 2, 7));
    const { bell } = renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('7'));
    expect(get).toHaveBeenCalledWith('/notifications', { params: { limit: 20, offset: 0 } });

    const list = await openList(bell);
    expect(within(list).getByText('7 belum dibaca')).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('data-unread', 'true');
    expect(rows[0]).toHaveTextContent('Belum dibaca');
    expect(rows[0]).toHaveTextContent('5 menit yang lalu');
    expect(within(rows[0]!).getByRole('button', { name: 'Tandai Dibaca' })).toBeInTheDocument();
    expect(rows[1]).toHaveAttribute('data-unread', 'false');
    expect(rows[1]).toHaveTextContent('2 jam yang lalu');
    expect(within(rows[1]!).queryByRole('button', { name: 'Tandai Dibaca' })).not.toBeInTheDocument();
  });

  it("names the bell with the unread count after its label, 'Notifikasi, 3 belum dibaca' (decisions §7.5)", async () => {
    let answer: (value: HttpResponse) => void = () => undefined;
    get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { bell } = renderBell();
    // Not loaded yet: no count rather than a made-up zero.
    expect(bell).toHaveAccessibleName('Notifikasi');
    await act(async () => answer(listAnswer([note(3)], 3, 3)));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifikasi, 3 belum dibaca'));
    expect(bell).not.toHaveAccessibleDescription();
    // The badge's number is not read a second time.
    expect(badge()).toHaveAttribute('aria-hidden', 'true');
  });

  it("names the bell 'Notifikasi' alone when nothing is unread", async () => {
    get.mockResolvedValue(listAnswer([note(3, { is_read: true })], 1, 0));
    const { bell } = renderBell();
    const list = await openList(bell);
    expect(await within(list).findByText('Siti Rahmawati mengubah status "Kasus 3" menjadi Selesai')).toBeVisible();
    expect(bell).toHaveAccessibleName('Notifikasi');
  });

  it("says 'Tidak ada notifikasi' when there are none, with no badge", async () => {
    get.mockResolvedValue(listAnswer([], 0, 0));
    const { bell } = renderBell();
    const list = await openList(bell);
    expect(await within(list).findByText('Tidak ada notifikasi')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Tandai Dibaca Semua' })).not.toBeInTheDocument();
    expect(bell).toHaveAttribute('data-unread', '0');
  });

  it('shows a failed load in Indonesian and tries again on request', async () => {
    get.mockRejectedValueOnce(serverError());
    const { bell } = renderBell();
    const list = await openList(bell);
    expect(await within(list).findByText('Gagal memuat notifikasi')).toBeInTheDocument();
    get.mockResolvedValue(listAnswer([note(1)], 1, 1));
    fireEvent.click(within(list).getByRole('button', { name: 'Coba Lagi' }));
    expect(await within(list).findByText(/"Kasus 1"/)).toBeInTheDocument();
  });

  it('clicking an item marks it read, opens its link and closes the list', async () => {
    get.mockResolvedValue(listAnswer([note(5), note(4)], 2, 2));
    put.mockImplementation(async () => {
      get.mockResolvedValue(listAnswer([note(5, { is_read: true }), note(4)], 2, 1));
      return { data: note(5, { is_read: true }) };
    });
    const { bell } = renderBell();
    const list = await openList(bell);
    fireEvent.click(await within(list).findByText(/"Kasus 5"/));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/notifications/5/read'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/case/5'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(badge()).toHaveTextContent('1');
  });

  it("'Tandai Dibaca' lowers the badge at once, and puts it back when the server refuses", async () => {
    get.mockResolvedValue(listAnswer([note(5), note(4)], 2, 2));
    let refuse: (error: unknown) => void = () => undefined;
    put.mockImplementation(() => new Promise((_resolve, reject) => (refuse = reject)));
    const { bell } = renderBell();
    const list = await openList(bell);
    const first = (await within(list).findAllByRole('listitem'))[0]!;
    fireEvent.click(within(first).getByRole('button', { name: 'Tandai Dibaca' }));
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(first).toHaveAttribute('data-unread', 'false');
    // The list stays open: marking read is not opening.
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');

    await act(async () => refuse(serverError()));
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('data-unread', 'true');
    expect(within(list).getByText('Gagal menandai notifikasi sebagai dibaca')).toBeInTheDocument();
  });

  it("'Tandai Dibaca Semua' marks every one read", async () => {
    get.mockResolvedValue(listAnswer([note(5), note(4)], 2, 2));
    put.mockImplementation(async () => {
      get.mockResolvedValue(listAnswer([note(5, { is_read: true }), note(4, { is_read: true })], 2, 0));
      return { data: { updated: 2 } };
    });
    const { bell } = renderBell();
    const list = await openList(bell);
    fireEvent.click(await within(list).findByRole('button', { name: 'Tandai Dibaca Semua' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/notifications/read-all'));
    await waitFor(() => expect(bell).toHaveAttribute('data-unread', '0'));
    expect(within(list).getByText('Semua sudah dibaca')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Tandai Dibaca' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Tandai Dibaca Semua' })).toBeDisabled();
  });

  it("loads older ones with 'Muat Lebih Banyak'", async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) => note(30 - index, { is_read: true }));
    get.mockResolvedValueOnce(listAnswer(firstPage, 21, 0));
    get.mockResolvedValueOnce(listAnswer([note(10, { is_read: true, message: 'Yang paling lama' })], 21, 0));
    const { bell } = renderBell();
    const list = await openList(bell);
    fireEvent.click(await within(list).findByRole('button', { name: 'Muat Lebih Banyak' }));
    expect(await within(list).findByText('Yang paling lama')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/notifications', { params: { limit: 20, offset: 20 } });
    expect(within(list).getAllByRole('listitem')).toHaveLength(21);
    expect(within(list).queryByRole('button', { name: 'Muat Lebih Banyak' })).not.toBeInTheDocument();
  });

  it('takes a notification from the socket into the open list once, counting it once', async () => {
    get.mockResolvedValue(listAnswer([note(1, { is_read: true })], 1, 0));
    const { bell, queryClient } = renderBell();
    const list = await openList(bell);
    await within(list).findByText(/"Kasus 1"/);
    const incoming = note(2, { message: 'Budi Santoso menambahkan kasus "Suap Perizinan"', created_at: minutesAgo(0) });
    act(() => receiveNotification(queryClient, incoming));
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    act(() => receiveNotification(queryClient, incoming));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Budi Santoso menambahkan kasus "Suap Perizinan"');
    expect(rows[0]).toHaveTextContent('baru saja');
    expect(badge()).toHaveTextContent('1');
  });

  it('fetches again instead of prepending while a fetch is on its way (its answer could miss the newcomer)', async () => {
    let answer: (value: HttpResponse) => void = () => undefined;
    get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    get.mockResolvedValue(listAnswer([note(2), note(1)], 2, 2));
    const { queryClient } = renderBell();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    act(() => receiveNotification(queryClient, note(2)));
    await act(async () => answer(listAnswer([note(1)], 1, 1)));
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    expect(get).toHaveBeenCalledTimes(2);
  });
  it("keeps the older page asked for with 'Muat Lebih Banyak' when a notification arrives meanwhile", async () => {
    // The server's list, newest first: 21 read ones, and later one more that arrives over the socket.
    const stored = Array.from({ length: 21 }, (_, index) => note(30 - index, { is_read: true }));
    stored[20] = note(10, { is_read: true, message: 'Yang paling lama' });
    let holdNextPage: ((release: () => void) => void) | undefined;
    get.mockImplementation(async (_url, config) => {
      const { limit, offset } = (config as { params: { limit: number; offset: number } }).params;
      if (offset > 0 && holdNextPage) {
        await new Promise<void>((resolve) => holdNextPage?.(resolve));
      }
      const items = stored.slice(offset, offset + limit);
      return listAnswer(items, stored.length, stored.filter((item) => !item.is_read).length);
    });
    const { bell, queryClient } = renderBell();
    const list = await openList(bell);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));

    let release: () => void = () => undefined;
    holdNextPage = (resolve) => (release = resolve);
    fireEvent.click(within(list).getByRole('button', { name: 'Muat Lebih Banyak' }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/notifications', { params: { limit: 20, offset: 20 } }));
    const incoming = note(31, { message: 'Budi Santoso menambahkan kasus "Suap Perizinan"' });
    stored.unshift(incoming);
    act(() => receiveNotification(queryClient, incoming));
    holdNextPage = undefined;
    await act(async () => release());

    // The older page arrived, and the newcomer too (the list was fetched again after it).
    expect(await within(list).findByText('Yang paling lama')).toBeInTheDocument();
    expect(await within(list).findByText(/Suap Perizinan/)).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(22));
    expect(badge()).toHaveTextContent('1');
  });

  it('fetches again for a notification that arrives after the first load failed, rather than dropping it', async () => {
    get.mockRejectedValueOnce(serverError());
    const { bell, queryClient } = renderBell();
    await waitFor(() => expect(queryClient.getQueryState(['notifications', 'list'])?.status).toBe('error'));
    get.mockResolvedValue(listAnswer([note(2)], 1, 1));
    act(() => receiveNotification(queryClient, note(2)));
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    const list = await openList(bell);
    expect(within(list).getByText(/"Kasus 2"/)).toBeInTheDocument();
  });
});
