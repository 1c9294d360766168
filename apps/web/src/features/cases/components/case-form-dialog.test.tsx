import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderWithoutQueries, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { Case } from '@pidsus/shared';
import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { caseKeys } from '../api/keys';
import { CaseFormDialog } from './case-form-dialog';

const staff = [
  { id: 3, username: 'Ani Suryani', position: 'Jaksa Fungsional' },
  { id: 4, username: 'Budi Santoso', position: 'Kasi Penyidikan' },
];

/** The dialog with the staff list already loaded (the team picker reads it), so no request is made. */
function render(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(caseKeys.staff(), staff);
  return renderWithoutQueries(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

const existing: Case = {
  id: 7,
  number: '',
  title: 'Korupsi Dana Desa',
  date: '2026-03-10',
  time: '09:30',
  description: '',
  parties: '',
  witnesses: 'Andi',
  prosecutor: '',
  type: 'penyidikan',
  status: 'Menunggu',
  team: [],
  following: false,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-02T00:00:00.000Z',
};

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the case dialog (requirements §5, decisions §5)', () => {
  it("keeps 'Simpan' disabled until Judul and Tanggal are filled, then sends the category and a null hour", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<CaseFormDialog open type="eksekusi" onClose={vi.fn()} onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Simpan' });
    expect(save).toBeDisabled();
    type(/^Judul/, 'Suap Perizinan');
    expect(save).toBeDisabled();
    type(/^Tanggal/, '2026-04-01');
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Suap Perizinan', date: '2026-04-01', time: null, type: 'eksekusi' }),
      undefined,
    );
  });

  it('answers a blank title with the field message and the submit message', async () => {
    const onSubmit = vi.fn();
    render(<CaseFormDialog open type="eksekusi" onClose={vi.fn()} onSubmit={onSubmit} />);
    type(/^Judul/, '   ');
    type(/^Tanggal/, '2026-04-01');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Judul dan tanggal harus diisi')).toBeInTheDocument();
    expect(screen.getByText('Judul harus diisi')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits from the case as it was at opening and says which version it started from', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<CaseFormDialog open item={existing} type="penyidikan" onClose={vi.fn()} onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Judul/)).toHaveValue('Korupsi Dana Desa');
    expect(screen.getByLabelText(/^Jam/)).toHaveValue('09:30');
    type(/^Jaksa/, 'Rina Marlina, S.H.');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ prosecutor: 'Rina Marlina, S.H.', witnesses: 'Andi' }),
      '2026-03-02T00:00:00.000Z',
    );
  });

  it("shows the server's field messages when it refuses the case", async () => {
    const response = {
      status: 400,
      data: { message: 'Tanggal tidak valid', errors: { date: 'Tanggal tidak valid (format YYYY-MM-DD)' } },
      headers: {},
      statusText: 'Bad Request',
      config: { headers: new AxiosHeaders() },
    } as AxiosResponse;
    const onSubmit = vi.fn().mockRejectedValue(new AxiosError('400', '400', undefined, undefined, response));
    render(<CaseFormDialog open type="eksekusi" onClose={vi.fn()} onSubmit={onSubmit} />);
    type(/^Judul/, 'Suap Perizinan');
    type(/^Tanggal/, '2026-04-01');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Tanggal tidak valid (format YYYY-MM-DD)')).toBeInTheDocument();
  });

  it("picks the team from the staff by name and sends their ids; an edit starts from the case's team", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(
      <CaseFormDialog
        open
        item={{ ...existing, team: [{ id: 4, username: 'Budi Santoso' }], number: 'PRINT-1/2026' }}
        type="penyidikan"
        onClose={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByLabelText(/^Nomor Perkara/)).toHaveValue('PRINT-1/2026');
    expect(screen.getByRole('button', { name: 'Budi Santoso' })).toBeInTheDocument();
    const team = screen.getByLabelText(/^Tim Jaksa/);
    fireEvent.change(team, { target: { value: 'ani' } });
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Ani Suryani'));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ number: 'PRINT-1/2026', team_ids: [4, 3] }),
      existing.updated_at,
    );
  });
});
