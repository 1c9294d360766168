import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { Notification, Role } from '@pidsus/shared';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { HttpResponse } from '../../lib/http';
import { caseKeys } from '../../features/cases/api/keys';
import type { NotificationPages } from '../../features/notifications/api/get-notifications';
import { notificationKeys } from '../../features/notifications/api/keys';
import { api } from '../../lib/api-client';
import { LOST_GRACE_MS } from '../../lib/realtime/connection-tracker';
import { appConfigKey } from '../../lib/office-name';
import { RealtimeProvider } from '../../lib/realtime/realtime-provider';
import { saveSession, setLoggingOut, storageKeys } from '../../lib/session/session';
import type { FakeSocket } from '../../test/fake-socket';
import { ConnectionBanner, RESTORED_NOTICE_MS } from '../../components/connection-banner';
import { LiveUpdates } from './live-updates';

const sockets = vi.hoisted(() => [] as FakeSocket[]);
vi.mock('../../lib/realtime/socket', async () => {
  const { FakeSocket } = await import('../../test/fake-socket');
  return {
    connectSocket: vi.fn(() => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    }),
  };
});

function Screen() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderApp(role: Role = 'user') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <RealtimeProvider token="token-budi">
            <LiveUpdates role={role} />
            <Screen />
            <ConnectionBanner />
          </RealtimeProvider>
        ),
        children: [{ path: 'files', element: null }],
      },
      { path: '/login', element: <p>Halaman login</p> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const socket = sockets.at(-1);
  if (!socket) {
    throw new Error('no socket was opened');
  }
  return { queryClient, invalidate, router, socket, view };
}

const note = (id: number): Notification => ({
  id,
  message: `Siti Rahmawati menambahkan kasus "Kasus ${id}"`,
  link: `/case/${id}`,
  is_read: false,
  created_at: new Date().toISOString(),
});

describe('the live connection of the logged-in app (issue 6, decisions §4)', () => {
  let get: MockInstance<typeof api.get>;
  beforeEach(() => {
    sockets.length = 0;
    get = vi.spyOn(api, 'get');
  });
  afterEach(() => {
    get.mockRestore();
    vi.useRealTimers();
  });

  it('opens one socket with the token, keeps it across screens and closes it on leaving', async () => {
    const { router, socket, view } = renderApp();
    await waitFor(() => expect(socket.active).toBe(true));
    act(() => socket.receive('connect'));
    await act(() => router.navigate('/files'));
    expect(sockets.filter((each) => each.active)).toHaveLength(1);
    expect(socket.connected).toBe(true);
    view.unmount();
    expect(socket.active).toBe(false);
  });

  it("refreshes the case lists, the board and that case's own queries on 'cases:changed', never another case's", () => {
    const { socket, queryClient } = renderApp();
    const list = caseKeys.list({ type: 'penuntutan', q: '', sort: 'upcoming' });
    const reached = [list, caseKeys.detail(7), caseKeys.history(7), ['schedule', '2026-11-22'], ['deadlines', 'mine']];
    const leftAlone = [caseKeys.detail(8), caseKeys.history(8), caseKeys.documents(8)];
    for (const queryKey of [...reached, ...leftAlone]) {
      queryClient.setQueryData(queryKey, {});
    }
    act(() => socket.receive('connect'));
    act(() => socket.receive('cases:changed', { id: 7, type: 'penuntutan', date: '2026-11-22' }));
    const invalidated = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;
    for (const queryKey of reached) {
      expect(invalidated(queryKey), JSON.stringify(queryKey)).toBe(true);
    }
    for (const queryKey of leftAlone) {
      expect(invalidated(queryKey), JSON.stringify(queryKey)).toBe(false);
    }
  });

  it("puts the office name of 'settings:changed' into the cached config at once, for the board and the footer", () => {
    const { socket, queryClient } = renderApp();
    queryClient.setQueryData(appConfigKey, { time_zone: 'Asia/Jakarta', office_name: 'Bidang Tindak Pidana Khusus' });
    act(() => socket.receive('connect'));
    act(() => socket.receive('settings:changed', { office_name: 'Kejaksaan Negeri Jakarta Pusat' }));
    expect(queryClient.getQueryData(appConfigKey)).toEqual({
      time_zone: 'Asia/Jakarta',
      office_name: 'Kejaksaan Negeri Jakarta Pusat',
    });
  });

  it("ends the session on 'session:ended', whatever the screen: storage cleared, off to /login", async () => {
    saveSession({ token: 'token-budi', user: { id: 1, username: 'Budi', email: 'b@x.id', role: 'user' } });
    const { router, socket } = renderApp();
    await act(() => router.navigate('/files'));
    act(() => socket.receive('connect'));
    act(() => socket.receive('session:ended'));
    expect(await screen.findByText('Halaman login')).toBeInTheDocument();
    expect(sessionStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.sessionOpen)).toBeNull();
    expect(socket.active).toBe(false);
  });

  it("takes the 'session:ended' that echoes this tab's own logout as no news: it stays where the logout sends it", async () => {
    saveSession({ token: 'token-budi', user: { id: 1, username: 'Budi', email: 'b@x.id', role: 'user' } });
    const { router, socket } = renderApp();
    await act(() => router.navigate('/files'));
    act(() => socket.receive('connect'));
    setLoggingOut(true);
    try {
      act(() => socket.receive('session:ended'));
      expect(socket.active).toBe(false);
      expect(router.state.location.pathname).toBe('/files');
    } finally {
      setLoggingOut(false);
    }
  });

  it('puts incoming notifications into the bell for staff; admins do not listen for them', async () => {
    const staff = renderApp('user');
    const seeded: NotificationPages = { pages: [{ items: [], total: 0, unread: 0 }], pageParams: [0] };
    staff.queryClient.setQueryData(notificationKeys.list, seeded);
    act(() => staff.socket.receive('connect'));
    act(() => staff.socket.receive('notification', note(3)));
    act(() => staff.socket.receive('notification', note(3)));
    const data = staff.queryClient.getQueryData<NotificationPages>(notificationKeys.list);
    expect(data?.pages[0]?.items.map((item) => item.id)).toEqual([3]);
    expect(data?.pages[0]?.unread).toBe(1);
    staff.view.unmount();

    const admin = renderApp('admin');
    await waitFor(() => expect(admin.socket.listenerCount('session:ended')).toBe(1));
    expect(admin.socket.listenerCount('cases:changed')).toBe(1);
    expect(admin.socket.listenerCount('notification')).toBe(0);
  });

  it('shows a banner while the connection is lost, a short one when it is back, and refetches what it missed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { socket, invalidate } = renderApp();
    act(() => socket.receive('connect'));
    // Nothing on the first connect.
    expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument();

    act(() => socket.drop());
    act(() => vi.advanceTimersByTime(LOST_GRACE_MS + 10));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Koneksi ke server terputus. Pembaruan otomatis dijeda, mencoba menyambung kembali…',
    );

    invalidate.mockClear();
    act(() => socket.receive('connect'));
    expect(await screen.findByText('Koneksi tersambung kembali')).toBeInTheDocument();
    expect(screen.queryByText(/terputus/)).not.toBeInTheDocument();
    for (const queryKey of [['cases'], ['schedule'], ['notifications']]) {
      expect(invalidate).toHaveBeenCalledWith({ queryKey });
    }
    act(() => vi.advanceTimersByTime(RESTORED_NOTICE_MS + 1000));
    await waitFor(() => expect(screen.queryByText('Koneksi tersambung kembali')).not.toBeInTheDocument());
  });

  it('shows nothing for a drop shorter than the grace period (a restart, a reload)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { socket } = renderApp();
    act(() => socket.receive('connect'));
    act(() => socket.drop());
    act(() => vi.advanceTimersByTime(LOST_GRACE_MS / 2));
    act(() => socket.receive('connect'));
    act(() => vi.advanceTimersByTime(LOST_GRACE_MS * 2));
    expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument();
  });

  it('after the server closed the socket, checks the session and connects again while it is good', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    get.mockResolvedValue({ data: {} } as HttpResponse);
    const { socket } = renderApp();
    act(() => socket.receive('connect'));
    const before = socket.connectCalls;
    act(() => {
      socket.active = false;
      socket.drop('io server disconnect');
    });
    await waitFor(() => expect(get).toHaveBeenCalledWith('/profile'));
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(socket.connectCalls).toBe(before + 1);
  });
});
