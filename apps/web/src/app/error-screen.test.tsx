import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MainLandmark } from '../components/main-landmark';
import { ErrorScreen, isChunkLoadError } from './error-screen';

function Crash(): never {
  throw new Error('boom');
}

describe('error screen', () => {
  it("shows the spec's heading and an Indonesian explanation when a screen crashes", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', Component: Crash, errorElement: <ErrorScreen /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText(/Terjadi kesalahan pada aplikasi/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat Ulang' })).toBeInTheDocument();
    log.mockRestore();
  });

  it("is the page's one main landmark on its own, and adds none inside the frame's (decisions §10)", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alone = createMemoryRouter([{ path: '/', Component: Crash, errorElement: <ErrorScreen /> }]);
    const { unmount } = render(<RouterProvider router={alone} />);
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    unmount();

    const framed = createMemoryRouter([
      {
        path: '/',
        element: (
          <MainLandmark>
            <Outlet />
          </MainLandmark>
        ),
        children: [{ index: true, Component: Crash, errorElement: <ErrorScreen /> }],
      },
    ]);
    render(<RouterProvider router={framed} />);
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    log.mockRestore();
  });

  it('recognises a lazy chunk that failed to load', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('text')).toBe(false);
  });
});
