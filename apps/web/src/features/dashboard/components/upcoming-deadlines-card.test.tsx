import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { DueDeadline } from '@pidsus/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { HttpError, type HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { UpcomingDeadlinesCard } from './upcoming-deadlines-card';

const TODAY = '2026-11-24';

const deadline = (id: number, due: string, title: string, caseTitle: string): DueDeadline => ({
  id,
  case_id: id * 10,
  title,
  due_date: due,
  note: '',
  done_at: null,
  done_by: null,
  created_by: { id: 1, username: 'Budi' },
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  case: { id: id * 10, title: caseTitle, number: 'PRINT-1/2026', type: 'penyidikan' },
});

let get: MockInstance<typeof api.get>;

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <UpcomingDeadlinesCard today={TODAY} /> },
      { path: '/case/:id', element: <p>halaman kasus</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

beforeEach(() => {
  get = vi.spyOn(api, 'get');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('"Tenggat Mendekat" on the staff dashboard', () => {
  it("asks for the caller's open deadlines up to 7 days on, and shows the overdue ones in red with their days", async () => {
    get.mockResolvedValue({
      data: [
        deadline(1, '2026-11-21', 'Penahanan penyidik', 'Perkara Jalan'),
        deadline(2, '2026-11-24', 'SPDP', 'Perkara Jembatan'),
        deadline(3, '2026-11-27', 'P-19', 'Perkara Gedung'),
      ],
    } as HttpResponse);
    const { router } = renderCard();
    const list = await screen.findByRole('list', { name: 'Tenggat Mendekat' });
    expect(get).toHaveBeenCalledWith('/deadlines', { params: { mine: 1, until: '2026-12-01' } });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Terlambat 3 hari'),
      expect.stringContaining('Hari ini'),
      expect.stringContaining('3 hari lagi'),
    ]);
    const overdue = within(items[0]!).getByText('Penahanan penyidik');
    expect(getComputedStyle(overdue).color).not.toBe(getComputedStyle(within(items[2]!).getByText('P-19')).color);
    fireEvent.click(within(items[1]!).getByRole('link', { name: 'Buka kasus Perkara Jembatan' }));
    expect(await screen.findByText('halaman kasus')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/case/20');
  });

  it('says so when there is nothing', async () => {
    get.mockResolvedValueOnce({ data: [] } as unknown as HttpResponse);
    renderCard();
    expect(await screen.findByText('Tidak ada tenggat dalam 7 hari ke depan.')).toBeInTheDocument();
  });

  it('shows the server’s reason when the list cannot be read', async () => {
    get.mockRejectedValue(
      new HttpError('unavailable', 'ERR_BAD_RESPONSE', undefined, undefined, {
        status: 503,
        data: { message: 'Layanan sedang tidak tersedia, coba beberapa saat lagi' },
        headers: {},
      }),
    );
    renderCard();
    expect(await screen.findByText('Layanan sedang tidak tersedia, coba beberapa saat lagi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
  });
});
