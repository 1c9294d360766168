import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionBanner } from '../../components/connection-banner';
import type { FakeSocket } from '../../test/fake-socket';
import { RealtimeProvider } from './realtime-provider';

// socket.io's code fails to download `failures.count` times (the office's network), then comes.
const failures = vi.hoisted(() => ({ count: 0, tries: 0 }));
const sockets = vi.hoisted(() => [] as FakeSocket[]);
vi.mock('./socket', async () => {
  failures.tries += 1;
  if (failures.tries <= failures.count) {
    throw new Error('Failed to fetch dynamically imported module');
  }
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
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the live connection’s code, loaded after the first paint (docs/performance.md)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the lost-connection banner while socket.io’s code cannot be downloaded, and connects once it comes', async () => {
    failures.count = 1;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderProvider();
    expect(await screen.findByRole('alert')).toHaveTextContent('Koneksi ke server terputus');
    expect(sockets).toHaveLength(0);

    // Tried again after the restart delay (at most 1.5 s the first time).
    await act(() => vi.advanceTimersByTimeAsync(1_600));
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    expect(socket.connectCalls).toBe(1);
    act(() => socket.receive('connect'));
    expect(await screen.findByRole('status')).toHaveTextContent('Koneksi tersambung kembali');
    expect(failures.tries).toBe(2);
  });
});
