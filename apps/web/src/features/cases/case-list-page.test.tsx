import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type RealChipType from '@mui/material/Chip';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpResponse } from '../../lib/http';
import { api } from '../../lib/api-client';
import { caseFixture } from '../../test/case-fixture';
import { CaseListScreen } from './case-list-page';

/** Each render of a status chip (the filters' four; nothing else on the list draws an MUI Chip). */
const chips = vi.hoisted(() => ({ renders: 0 }));
vi.mock('@mui/material/Chip', async (importOriginal) => {
  const real = await importOriginal<{ default: typeof RealChipType }>();
  const RealChip = real.default;
  function CountedChip(props: ComponentProps<typeof RealChip>) {
    chips.renders += 1;
    return <RealChip {...props} />;
  }
  return { ...real, default: CountedChip };
});

afterEach(() => {
  vi.restoreAllMocks();
  chips.renders = 0;
});

describe('a case list (CaseListScreen)', () => {
  it('draws its filters once while it loads, its answer arrives and its cards are drawn; a filter still works', async () => {
    const cases = [
      caseFixture({ id: 1, title: 'Suap Pengadaan Jalan', date: '2026-12-10' }),
      caseFixture({ id: 2, title: 'Korupsi Dana Desa', date: '2026-12-10' }),
    ];
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      data: cases,
      headers: { 'x-total-count': '2' },
    } as unknown as HttpResponse);
    const router = createMemoryRouter(
      [{ path: '/cases/:category', element: <CaseListScreen category="penuntutan" /> }],
      { initialEntries: ['/cases/penuntutan'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Korupsi Dana Desa')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    // Five chips (Semua, Belum Selesai and the three statuses), each drawn once: the list's later renders (its answer,
    // the cards drawn after it) leave them be.
    expect(chips.renders).toBe(5);

    fireEvent.click(screen.getByRole('button', { name: 'Selesai' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Selesai' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(router.state.location.search).toBe('?status=Selesai');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/cases',
        expect.objectContaining({ params: expect.objectContaining({ status: 'Selesai' }) }),
      ),
    );
  });
});
