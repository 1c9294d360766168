import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeletedAccountFiles } from '@pidsus/shared';
import { HttpError, type HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { DeletedAccounts } from './deleted-accounts';

const rina: DeletedAccountFiles = {
  id: 9,
  username: 'Rina Mutasi',
  email: 'rina@kejaksaan.go.id',
  deleted_at: '2026-12-31T20:00:00.000Z',
  files: 12,
  folders: 2,
  size: 5 * 1024 * 1024,
  purge_after: '2027-01-30T20:00:00.000Z',
};

function answer(accounts: DeletedAccountFiles[], total = accounts.length) {
  return { data: accounts, headers: { 'x-total-count': String(total) } } as unknown as HttpResponse<
    DeletedAccountFiles[]
  >;
}

function draw(onPurged = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DeletedAccounts onPurged={onPurged} />
    </QueryClientProvider>,
  );
  return onPurged;
}

describe('the deleted accounts’ files on /admin/users (contract §9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws nothing when no deleted account holds a file', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(answer([]));
    draw();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/trash/accounts'));
    expect(screen.queryByRole('heading', { name: 'Berkas Akun yang Dihapus' })).not.toBeInTheDocument();
  });

  it('names each account with what it holds and when the purge takes it (office dates, across the year)', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(answer([rina]));
    draw();
    expect(await screen.findByRole('heading', { name: 'Berkas Akun yang Dihapus' })).toBeInTheDocument();
    expect(screen.getByText(/dihapus permanen otomatis 30 hari setelah akunnya dihapus/)).toBeInTheDocument();
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('Rina Mutasi')).toBeInTheDocument();
    expect(within(row).getByText('12 berkas · 2 folder · 5 MB')).toBeInTheDocument();
    // 20:00 UTC is 03:00 WIB the next day.
    expect(
      within(row).getByText('Akun dihapus 1 Jan 2027 · Dihapus permanen otomatis setelah 31 Jan 2027'),
    ).toBeInTheDocument();
  });

  it('says when more accounts wait than the list holds', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(answer([rina], 1_250));
    draw();
    expect(
      await screen.findByText('Menampilkan 1 dari 1.250 akun; hapus sebagian untuk melihat sisanya.'),
    ).toBeInTheDocument();
  });

  it('purges after the confirmation, then tells the page and asks again', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(answer([rina]));
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ data: { success: true } } as unknown as HttpResponse);
    const onPurged = draw();
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus permanen berkas Rina Mutasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus Permanen Berkas Akun' });
    expect(
      within(dialog).getByText(
        'Hapus permanen 12 berkas dan 2 folder milik "Rina Mutasi" sekarang? Tindakan ini tidak dapat dibatalkan. Berkas yang sudah ditambahkan ke perkara tetap tersimpan di perkara.',
      ),
    ).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus Permanen' }));
    await waitFor(() => expect(onPurged).toHaveBeenCalledWith('Berkas milik Rina Mutasi telah dihapus permanen'));
    expect(remove).toHaveBeenCalledWith('/trash/accounts/9');
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('keeps the dialog open with the server’s reason when the purge is refused', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(answer([rina]));
    vi.spyOn(api, 'delete').mockRejectedValue(
      new HttpError('409', HttpError.ERR_BAD_REQUEST, undefined, undefined, {
        status: 409,
        data: { message: 'Berkas akun ini hanya dapat dihapus permanen setelah akunnya dihapus' },
      } as unknown as HttpResponse),
    );
    const onPurged = draw();
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus permanen berkas Rina Mutasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus Permanen Berkas Akun' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus Permanen' }));
    expect(
      await within(dialog).findByText('Berkas akun ini hanya dapat dihapus permanen setelah akunnya dihapus'),
    ).toBeInTheDocument();
    expect(onPurged).not.toHaveBeenCalled();
  });

  it('says when the list cannot be read', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new Error('network'));
    draw();
    expect(await screen.findByText('Gagal memuat berkas akun yang dihapus')).toBeInTheDocument();
  });
});
