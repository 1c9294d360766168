import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderWithoutQueries, screen, waitFor, within } from '@testing-library/react';
import type { Case } from '@pidsus/shared';
import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { HttpError, type HttpResponse } from '../../../lib/http';
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
  last_milestone: null,
  location: '',
  type: 'penyidikan',
  status: 'Menunggu',
  team: [],
  following: false,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-02T00:00:00.000Z',
  state_loss: null,
  recovered_total: 0,
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
    type(/^Tanggal/, '01/04/2026');
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Suap Perizinan', date: '2026-04-01', time: null, type: 'eksekusi' }),
      undefined,
    );
  });

  it('answers a blank title under the title only: the date is filled, so no "Judul dan tanggal" summary', async () => {
    const onSubmit = vi.fn();
    render(<CaseFormDialog open type="eksekusi" onClose={vi.fn()} onSubmit={onSubmit} />);
    type(/^Judul/, '   ');
    type(/^Tanggal/, '01/04/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Judul harus diisi')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Judul/)).toHaveAccessibleDescription('Judul harus diisi');
    expect(screen.queryByText('Judul dan tanggal harus diisi')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Judul dan tanggal harus diisi' when both really are blank", async () => {
    render(<CaseFormDialog open type="eksekusi" onClose={vi.fn()} onSubmit={vi.fn()} />);
    type(/^Judul/, '  ');
    type(/^Tanggal/, '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Judul dan tanggal harus diisi')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tanggal/)).toHaveAccessibleDescription('Tanggal harus diisi');
  });

  it("takes 'Jam' typed as the office types it, 24 hours, and never drops a wrong one without a word (decisions §10)", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<CaseFormDialog open type="penuntutan" onClose={vi.fn()} onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Jam/)).not.toHaveAttribute('type', 'time');
    type(/^Judul/, 'Sidang Tuntutan');
    type(/^Tanggal/, '01/04/2026');
    for (const [typed, shown] of [
      ['1000', '10.00'],
      ['9:30', '09.30'],
    ] as const) {
      type(/^Jam/, typed);
      fireEvent.blur(screen.getByLabelText(/^Jam/));
      expect(screen.getByLabelText(/^Jam/)).toHaveValue(shown);
    }
    type(/^Jam/, '25.00');
    fireEvent.blur(screen.getByLabelText(/^Jam/));
    expect(await screen.findByText('Jam tidak valid')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.getByLabelText(/^Jam/)).toHaveAttribute('aria-invalid', 'true'));
    expect(onSubmit).not.toHaveBeenCalled();
    type(/^Jam/, '0930');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ time: '09:30' }), undefined);
  });

  it('edits from the case as it was at opening and says which version it started from', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<CaseFormDialog open item={existing} type="penyidikan" onClose={vi.fn()} onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Judul/)).toHaveValue('Korupsi Dana Desa');
    expect(screen.getByLabelText(/^Jam/)).toHaveValue('09.30');
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
    } as HttpResponse;
    const onSubmit = vi.fn().mockRejectedValue(new HttpError('400', '400', undefined, undefined, response));
    render(<CaseFormDialog open type="eksekusi" onClose={vi.fn()} onSubmit={onSubmit} />);
    type(/^Judul/, 'Suap Perizinan');
    type(/^Tanggal/, '01/04/2026');
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

describe('the case dialog keeps what was typed (decisions §7.5)', () => {
  const open = (onClose = vi.fn(), item?: Case) =>
    render(<CaseFormDialog open item={item} type="penuntutan" onClose={onClose} onSubmit={vi.fn()} />);
  const escape = () => fireEvent.keyDown(screen.getByRole('dialog', { name: 'Tambah Kasus Baru' }), { key: 'Escape' });
  const clickOutside = () => {
    const container = document.querySelector('.MuiDialog-container');
    if (!container) {
      throw new Error('no dialog container');
    }
    fireEvent.mouseDown(container);
    fireEvent.click(container);
  };

  it('closes at once without a question when nothing was changed, by Batal, Escape or a click outside', () => {
    for (const close of [() => fireEvent.click(screen.getByRole('button', { name: 'Batal' })), escape, clickOutside]) {
      const onClose = vi.fn();
      const view = open(onClose);
      close();
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it("asks 'Buang perubahan?' over unsaved input; 'Kembali' returns to the dialog with everything kept", async () => {
    const onClose = vi.fn();
    open(onClose);
    type(/^Judul/, 'Suap Perizinan');
    type(/^Tanggal/, '25/11/2026');
    type(/^Tempat/, 'Ruang Sidang Tipikor 2');
    for (const close of [() => fireEvent.click(screen.getByRole('button', { name: 'Batal' })), escape, clickOutside]) {
      close();
      const question = await screen.findByRole('alertdialog', { name: 'Buang perubahan?' });
      expect(question).toHaveAccessibleDescription('Isian yang belum disimpan akan hilang.');
      expect(within(question).getByRole('button', { name: 'Kembali' })).toHaveFocus();
      fireEvent.click(within(question).getByRole('button', { name: 'Kembali' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByLabelText(/^Judul/)).toHaveValue('Suap Perizinan');
      expect(screen.getByLabelText(/^Tanggal/)).toHaveValue('25/11/2026');
      expect(screen.getByLabelText(/^Tempat/)).toHaveValue('Ruang Sidang Tipikor 2');
    }
  });

  it("closes over unsaved input once 'Ya, buang' is chosen", async () => {
    const onClose = vi.fn();
    open(onClose);
    type(/^Judul/, 'Suap Perizinan');
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ya, buang' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not count a change typed back to what the dialog opened with as unsaved', () => {
    const onClose = vi.fn();
    open(onClose, existing);
    type(/^Judul/, 'Korupsi Dana Desa (revisi)');
    type(/^Judul/, 'Korupsi Dana Desa');
    type(/^Tanggal/, '10-3-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("the case dialog's fields (decisions §7.5)", () => {
  const open = (onSubmit = vi.fn().mockResolvedValue(undefined), item?: Case) =>
    render(<CaseFormDialog open item={item} type="penuntutan" onClose={vi.fn()} onSubmit={onSubmit} />);
  const leave = (label: RegExp) => fireEvent.blur(screen.getByLabelText(label));

  it('says a missing title and a missing date under each field as it is left, before Simpan', async () => {
    open();
    leave(/^Judul/);
    leave(/^Tanggal/);
    expect(await screen.findByText('Judul harus diisi')).toBeInTheDocument();
    expect(await screen.findByText('Tanggal harus diisi')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Judul/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Judul dan tanggal harus diisi')).not.toBeInTheDocument();
  });

  it("says 'Judul maksimal 200 karakter' as a long title is typed, counts near the limit, and clears when short", async () => {
    open();
    type(/^Judul/, 'a'.repeat(185));
    expect(screen.getByText('185/200')).toBeInTheDocument();
    expect(screen.queryByText('Judul maksimal 200 karakter')).not.toBeInTheDocument();
    type(/^Judul/, 'a'.repeat(201));
    expect(await screen.findByText('Judul maksimal 200 karakter')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Judul/)).toHaveAccessibleDescription(/Judul maksimal 200 karakter/);
    expect(screen.getByText('201/200')).toBeInTheDocument();
    type(/^Judul/, 'a'.repeat(200));
    await waitFor(() => expect(screen.queryByText('Judul maksimal 200 karakter')).not.toBeInTheDocument());
  });

  it("says 'Tempat maksimal 120 karakter' for a place over 120 characters", async () => {
    open();
    type(/^Tempat/, 'R'.repeat(121));
    expect(await screen.findByText('Tempat maksimal 120 karakter')).toBeInTheDocument();
  });

  it("takes the date as DD/MM/YYYY, names its weekday, and says 'Tanggal tidak valid' for an impossible one when left", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    open(onSubmit);
    const date = screen.getByLabelText(/^Tanggal/);
    expect(date).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(date).not.toHaveAttribute('type', 'date');
    type(/^Judul/, 'Suap Perizinan');
    type(/^Tanggal/, '31/02/2026');
    expect(screen.queryByText('Tanggal tidak valid')).not.toBeInTheDocument();
    leave(/^Tanggal/);
    expect(await screen.findByText('Tanggal tidak valid')).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription('Tanggal tidak valid');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(date).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    type(/^Tanggal/, '1-2-2027');
    await waitFor(() => expect(screen.queryByText('Tanggal tidak valid')).not.toBeInTheDocument());
    expect(date).toHaveAccessibleDescription('Senin, 1 Februari 2027');
    leave(/^Tanggal/);
    expect(date).toHaveValue('01/02/2027');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ date: '2027-02-01' }), undefined);
  });

  it("shows an edited case's date as DD/MM/YYYY and its place, and sends the place typed", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    open(onSubmit, { ...existing, location: 'Ruang Sidang Tipikor 1' });
    expect(screen.getByLabelText(/^Tanggal/)).toHaveValue('10/03/2026');
    expect(screen.getByLabelText(/^Tempat/)).toHaveValue('Ruang Sidang Tipikor 1');
    type(/^Tempat/, 'Ruang Sidang Tipikor 2');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ date: '2026-03-10', location: 'Ruang Sidang Tipikor 2' }),
      existing.updated_at,
    );
  });
});
