import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { CalendarFeed } from './calendar-feed';

const URL_ONCE = 'https://pidsus.kejaksaan.go.id/api/calendar/feed.ics?key=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

let get: MockInstance<typeof api.get>;
let post: MockInstance<typeof api.post>;
let remove: MockInstance<typeof api.delete>;

function renderFeed() {
  const onNotice = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CalendarFeed onNotice={onNotice} />
    </QueryClientProvider>,
  );
  return { onNotice };
}

describe('profile: Kalender di Ponsel (decisions §7.4)', () => {
  beforeEach(() => {
    get = vi.spyOn(api, 'get');
    post = vi.spyOn(api, 'post');
    remove = vi.spyOn(api, 'delete');
  });
  afterEach(() => {
    get.mockRestore();
    post.mockRestore();
    remove.mockRestore();
  });

  it('makes a link, shows it once with the mine filter as an option, and forgets it when done', async () => {
    get.mockResolvedValue({ data: { created_at: null } } as HttpResponse);
    post.mockResolvedValue({ data: { url: URL_ONCE, created_at: '2026-03-10T01:00:00.000Z' } } as HttpResponse);
    const { onNotice } = renderFeed();
    await screen.findByText('Anda belum memiliki tautan kalender.');
    // Without the password nothing is sent (decisions §9).
    fireEvent.click(screen.getByRole('button', { name: 'Buat Tautan Kalender' }));
    expect(await screen.findByText('Masukkan kata sandi Anda untuk membuat tautan kalender')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Kata sandi Anda'), { target: { value: 'sandi-saya-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buat Tautan Kalender' }));

    const field = await screen.findByLabelText('Tautan kalender');
    expect(field).toHaveValue(URL_ONCE);
    expect(post).toHaveBeenCalledWith('/profile/calendar-key', { password: 'sandi-saya-123' });
    expect(screen.queryByLabelText('Kata sandi Anda')).toBeNull();
    expect(onNotice).toHaveBeenCalledWith('Tautan kalender dibuat', 'success');
    fireEvent.click(screen.getByRole('switch', { name: 'Hanya kasus saya (tim atau yang diikuti)' }));
    expect(field).toHaveValue(`${URL_ONCE}&mine=1`);

    fireEvent.click(screen.getByRole('button', { name: 'Selesai' }));
    expect(screen.queryByLabelText('Tautan kalender')).toBeNull();
    expect(screen.getByText(/^Tautan kalender aktif sejak/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buat Tautan Baru' })).toBeInTheDocument();
  });

  it('revokes the link after a confirmation', async () => {
    get.mockResolvedValue({ data: { created_at: '2026-03-10T01:00:00.000Z' } } as HttpResponse);
    remove.mockResolvedValue({ data: { success: true } } as HttpResponse);
    const { onNotice } = renderFeed();
    fireEvent.click(await screen.findByRole('button', { name: 'Cabut Tautan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cabut Tautan Kalender' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cabut Tautan' }));
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith('Tautan kalender dicabut', 'success'));
    expect(remove).toHaveBeenCalledWith('/profile/calendar-key');
    expect(await screen.findByText('Anda belum memiliki tautan kalender.')).toBeInTheDocument();
  });

  it('asks before replacing a link that exists, since the old one stops working', async () => {
    get.mockResolvedValue({ data: { created_at: '2026-03-10T01:00:00.000Z' } } as HttpResponse);
    post.mockResolvedValue({ data: { url: URL_ONCE, created_at: '2026-03-11T01:00:00.000Z' } } as HttpResponse);
    renderFeed();
    fireEvent.change(await screen.findByLabelText('Kata sandi Anda'), { target: { value: 'sandi-saya-123' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Buat Tautan Baru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buat Tautan Baru' });
    expect(dialog).toHaveTextContent('Tautan lama langsung berhenti berlaku');
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buat Tautan Baru' }));
    expect(await screen.findByLabelText('Tautan kalender')).toHaveValue(URL_ONCE);
  });
});
