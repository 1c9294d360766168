import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Case } from '@pidsus/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { HttpError, type HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { myHearingsKey } from '../api/get-my-hearings';
import { MyHearingsCard } from './my-hearings-card';

const TODAY = '2026-11-24';

const hearing = (id: number, date: string, time: string | null, title: string, extra: Partial<Case> = {}): Case => ({
  id,
  type: 'penuntutan',
  title,
  number: '',
  date,
  time,
  witnesses: '',
  prosecutor: '',
  last_milestone: null,
  location: '',
  status: 'Menunggu',
  team: [],
  following: true,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  description: '',
  parties: '',
  state_loss: null,
  recovered_total: 0,
  ...extra,
});

const unavailable = (message: string) =>
  new HttpError('unavailable', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status: 503,
    data: { message },
    headers: {},
  });

let get: MockInstance<typeof api.get>;

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <MyHearingsCard today={TODAY} /> },
      { path: '/case/:id', element: <p>halaman kasus</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

describe('dashboard: Sidang Saya (decisions §7.1)', () => {
  beforeEach(() => {
    get = vi.spyOn(api, 'get');
  });
  afterEach(() => get.mockRestore());

  it("asks for the caller's cases of today and the next 7 days, and shows them by day", async () => {
    get.mockResolvedValue({
      data: [
        hearing(1, TODAY, '09:00', 'Korupsi Dana Desa', { number: 'PDS-01/M.1.10/Ft.1/11/2026' }),
        hearing(2, TODAY, null, 'Suap Perizinan'),
        hearing(3, '2026-11-25', '13:30', 'Pengadaan Alat Kesehatan', { type: 'penyidikan' }),
        hearing(4, '2026-12-01', '10:00', 'Gratifikasi Pajak'),
        hearing(5, '2026-12-02', '10:00', 'Terlalu Jauh'),
        hearing(6, '2026-11-20', '08:00', 'Sudah Lewat'),
      ],
    } as HttpResponse<Case[]>);
    renderCard();

    const list = await screen.findByRole('heading', { name: /^Hari ini · 24 November 2026$/ });
    // Only the week's days: not the caller's 200 nearest cases for the card to pick from.
    expect(get).toHaveBeenCalledWith('/cases', {
      params: { mine: 1, from: TODAY, to: '2026-12-01', sort: 'oldest', limit: 200 },
    });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Besok · 25 November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 Desember 2026' })).toBeInTheDocument();
    expect(screen.queryByText('Terlalu Jauh')).not.toBeInTheDocument();
    expect(screen.queryByText('Sudah Lewat')).not.toBeInTheDocument();

    const first = screen.getByRole('link', { name: 'Buka kasus Korupsi Dana Desa' });
    const row = first.closest('li')!;
    expect(within(row).getByText('09.00')).toBeInTheDocument();
    // The number moves to the next line whole on a phone rather than break after its 'PDS-'.
    const number = within(row).getByText('PDS-01/M.1.10/Ft.1/11/2026');
    expect(number).toHaveStyle({ display: 'inline-block' });
    expect(number.parentElement).toHaveTextContent('Penuntutan · PDS-01/M.1.10/Ft.1/11/2026');
    expect(within(row).getByText('Menunggu')).toBeInTheDocument();
    expect(screen.getByText('Penyidikan')).toBeInTheDocument();
    const noHour = screen.getByRole('link', { name: 'Buka kasus Suap Perizinan' }).closest('li')!;
    expect(within(noHour).getByText('Jam belum ditentukan')).toBeInTheDocument();
  });

  it('opens the case from a hearing', async () => {
    get.mockResolvedValue({ data: [hearing(7, TODAY, '09:00', 'Korupsi Dana Desa')] } as HttpResponse<Case[]>);
    const { router } = renderCard();
    fireEvent.click(await screen.findByRole('link', { name: 'Buka kasus Korupsi Dana Desa' }));
    expect(await screen.findByText('halaman kasus')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/case/7');
  });

  it('says so when there are none in the week', async () => {
    get.mockResolvedValue({ data: [hearing(6, '2026-11-20', '08:00', 'Sudah Lewat')] } as HttpResponse<Case[]>);
    renderCard();
    expect(await screen.findByText('Tidak ada sidang Anda hari ini dan 7 hari ke depan.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows a failed load with the server's message and tries again", async () => {
    get.mockRejectedValueOnce(unavailable('Layanan sedang tidak tersedia, coba beberapa saat lagi'));
    get.mockResolvedValueOnce({ data: [hearing(8, TODAY, '11:00', 'Setelah Gangguan')] } as HttpResponse<Case[]>);
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Layanan sedang tidak tersedia');
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('link', { name: 'Buka kasus Setelah Gangguan' })).toBeInTheDocument();
  });

  it('is refreshed with the case lists: its key lies under the cases root', async () => {
    get.mockResolvedValueOnce({ data: [] } as unknown as HttpResponse<Case[]>);
    get.mockResolvedValueOnce({ data: [hearing(9, TODAY, '09:00', 'Baru Ditambahkan')] } as HttpResponse<Case[]>);
    const { queryClient } = renderCard();
    await screen.findByText('Tidak ada sidang Anda hari ini dan 7 hari ke depan.');
    expect(myHearingsKey(TODAY)[0]).toBe('cases');
    await queryClient.invalidateQueries({ queryKey: ['cases'] });
    expect(await screen.findByRole('link', { name: 'Buka kasus Baru Ditambahkan' })).toBeInTheDocument();
  });
});
