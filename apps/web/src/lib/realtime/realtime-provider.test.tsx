import type { HttpResponse } from '../http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ConnectionBanner } from '../../components/connection-banner';
import { api } from '../api-client';
import type { FakeSocket } from '../../test/fake-socket';
import { LOST_GRACE_MS } from './connection-tracker';
import { RealtimeProvider } from './realtime-provider';
import { RESTART_BACKOFF, restartDelay } from './restart-delay';

const sockets = vi.hoisted(() => [] as FakeSocket[]);
vi.mock('./socket', async () => {
  const { FakeSocket } = await import('../../test/fake-socket');
  return {
    connectSocket: vi.fn(() => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    }),
  };
});

function renderProvider() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <RealtimeProvider token="token-budi">
            <ConnectionBanner />
          </RealtimeProvider>
        ),
      },
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
  return { view, socket };
}

/** The instance closes the socket from its side (a graceful shutdown): socket.io will not retry by itself. */
function closedByServer(socket: FakeSocket) {
  act(() => {
    socket.active = false;
    socket.drop('io server disconnect');
  });
}

/** The instance refuses the handshake (its middleware said no): socket.io will not retry by itself. */
function refusedByServer(socket: FakeSocket) {
  act(() => {
    socket.active = false;
    socket.receive('connect_error', new Error('refused'));
  });
}

const connectAfter = async (socket: FakeSocket, ms: number) => {
  const before = socket.connectCalls;
  await act(() => vi.advanceTimersByTimeAsync(ms - 1));
  const early = socket.connectCalls - before;
  await act(() => vi.advanceTimersByTimeAsync(1));
  return { early, onTime: socket.connectCalls - before };
};

describe('restarting a socket the server closed or refused (requirements §7)', () => {
  let get: MockInstance<typeof api.get>;
  let random: MockInstance<typeof Math.random>;
  beforeEach(() => {
    sockets.length = 0;
    get = vi.spyOn(api, 'get').mockResolvedValue({ data: {} } as HttpResponse);
    random = vi.spyOn(Math, 'random');
    vi.useFakeTimers();
  });
  afterEach(() => {
    get.mockRestore();
    random.mockRestore();
    vi.useRealTimers();
  });

  it('waits 1 s ± 50 % at first, then twice as long each time it is refused again, never over 5 s', () => {
    const { base, max } = RESTART_BACKOFF;
    expect(restartDelay(0, () => 0)).toBe(base / 2);
    expect(restartDelay(0, () => 0.5)).toBe(base);
    expect(restartDelay(0, () => 0.999_999)).toBeLessThanOrEqual(base * 1.5);
    expect(restartDelay(1, () => 0.5)).toBe(base * 2);
    expect(restartDelay(2, () => 0.5)).toBe(base * 4);
    for (const attempt of [3, 4, 10, 100]) {
      expect(restartDelay(attempt, () => 0.5)).toBe(max);
      expect(restartDelay(attempt, () => 0.999_999)).toBe(max);
      expect(restartDelay(attempt, () => 0)).toBe(max / 2);
    }
  });

  it('spreads the tabs out: the delay is drawn at random, not the same fixed wait for everyone', async () => {
    const early = renderProvider().socket;
    const late = renderProvider().socket;
    // The two tabs draw different waits, as they would with Math.random.
    for (const [socket, draw] of [
      [early, 0.1],
      [late, 0.9],
    ] as const) {
      random.mockReturnValue(draw);
      act(() => socket.receive('connect'));
      closedByServer(socket);
      // The session check answers; the restart is planned.
      await act(async () => undefined);
    }
    await act(() => vi.advanceTimersByTimeAsync(restartDelay(0, () => 0.1)));
    expect(early.connectCalls).toBe(2);
    expect(late.connectCalls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(restartDelay(0, () => 0.9)));
    expect(late.connectCalls).toBe(2);
  });

  it('waits longer after each refusal, and starts again from 1 s once connected', async () => {
    random.mockReturnValue(0.5);
    const { socket } = renderProvider();
    act(() => socket.receive('connect'));
    closedByServer(socket);
    expect(await connectAfter(socket, 1000)).toEqual({ early: 0, onTime: 1 });
    refusedByServer(socket);
    expect(await connectAfter(socket, 2000)).toEqual({ early: 0, onTime: 1 });
    refusedByServer(socket);
    expect(await connectAfter(socket, 4000)).toEqual({ early: 0, onTime: 1 });
    refusedByServer(socket);
    expect(await connectAfter(socket, 5000)).toEqual({ early: 0, onTime: 1 });
    refusedByServer(socket);
    expect(await connectAfter(socket, 5000)).toEqual({ early: 0, onTime: 1 });

    act(() => socket.receive('connect'));
    closedByServer(socket);
    expect(await connectAfter(socket, 1000)).toEqual({ early: 0, onTime: 1 });
  });

  it('a graceful restart of the instance, back within 2 s, shows no banner even when the first try is too early', async () => {
    // The slowest draw: every wait at its longest.
    random.mockReturnValue(0.999_999);
    const { socket } = renderProvider();
    act(() => socket.receive('connect'));
    closedByServer(socket);
    // The restart is tried before the banner would show.
    await act(() => vi.advanceTimersByTimeAsync(restartDelay(0)));
    expect(socket.connectCalls).toBe(2);
    // Too early: the instance is not listening yet; socket.io tries again by itself, after up to 1.5 s.
    act(() => socket.receive('connect_error', new Error('websocket error')));
    await act(() => vi.advanceTimersByTimeAsync(restartDelay(0) + 100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => socket.receive('connect'));
    await act(() => vi.advanceTimersByTimeAsync(LOST_GRACE_MS * 2));
    expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument();
  });

  it('still shows the banner when the server stays away', async () => {
    const { socket } = renderProvider();
    act(() => socket.receive('connect'));
    closedByServer(socket);
    await act(() => vi.advanceTimersByTimeAsync(LOST_GRACE_MS + 10));
    expect(screen.getByRole('alert')).toHaveTextContent(/terputus/);
  });

  it('never reconnects the socket after unmounting, even when the session check answers afterwards (logout)', async () => {
    let answer!: (value: HttpResponse) => void;
    get.mockReturnValue(new Promise<HttpResponse>((resolve) => (answer = resolve)));
    const { view, socket } = renderProvider();
    act(() => socket.receive('connect'));
    closedByServer(socket);
    expect(get).toHaveBeenCalledWith('/profile');
    // The user logs out (or the token changes) while /profile is on its way: the provider unmounts.
    view.unmount();
    const before = socket.connectCalls;
    await act(async () => answer({ data: {} } as HttpResponse));
    await act(() => vi.advanceTimersByTimeAsync(RESTART_BACKOFF.max * 2));
    expect(socket.connectCalls).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
  });
});
