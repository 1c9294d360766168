import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Deadline } from '@pidsus/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpResponse } from '../../lib/http';
import { api } from '../../lib/api-client';
import { addDays, officeToday } from '../../lib/time/dates';
import { saveSession } from '../../lib/session/session';
import { CaseDeadlines } from './case-deadlines';

const today = officeToday();

const deadline = (id: number, due: string, title: string, extra: Partial<Deadline> = {}): Deadline => ({
  id,
  case_id: 7,
  title,
  due_date: due,
  note: '',
  done_at: null,
  done_by: null,
  created_by: { id: 1, username: 'Budi' },
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...extra,
});

function login(role: 'user' | 'admin') {
  saveSession({ token: 'token-for-the-test-0123456789', user: { id: 1, username: 'Budi', email: 'b@x.id', role } });
}

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CaseDeadlines caseId={7} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(api, 'get').mockResolvedValue({
    data: [
      deadline(1, addDays(today, -4), 'Penahanan penyidik'),
      deadline(2, today, 'SPDP'),
      deadline(3, addDays(today, 5), 'P-19'),
      deadline(4, addDays(today, -10), 'Berkas lama', {
        done_at: '2026-11-02T03:00:00.000Z',
        done_by: { id: 2, username: 'Siti' },
      }),
    ],
  } as HttpResponse);
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the case\'s "Tenggat" section', () => {
  it('says how each open deadline stands, and strikes through a done one with who finished it', async () => {
    login('user');
    renderSection();
    const list = await screen.findByRole('list', { name: 'Daftar tenggat' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Terlambat 4 hari');
    expect(items[1]).toHaveTextContent('Hari ini');
    expect(items[2]).toHaveTextContent('5 hari lagi');
    expect(items[3]).toHaveTextContent('Selesai oleh Siti');
    expect(within(items[3]!).getByText('Berkas lama')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(items[0]!).getByText('Penahanan penyidik')).not.toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByRole('button', { name: 'Tambah Tenggat' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Tandai Selesai' })).toBeInTheDocument();
    expect(within(items[3]!).getByRole('button', { name: 'Buka Kembali' })).toBeInTheDocument();
  });

  it('lets an admin read but offers no writes', async () => {
    login('admin');
    renderSection();
    await screen.findByRole('list', { name: 'Daftar tenggat' });
    expect(screen.queryByRole('button', { name: 'Tambah Tenggat' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tandai Selesai' })).toBeNull();
  });

  it('says "Belum ada tenggat" when there is none', async () => {
    login('user');
    vi.mocked(api.get).mockResolvedValue({ data: [] } as unknown as HttpResponse);
    renderSection();
    expect(await screen.findByText('Belum ada tenggat')).toBeInTheDocument();
  });

  it('adds from a detention template: a period counts its first day (1/3 + 20 hari = s/d 20/3), still editable', async () => {
    login('user');
    vi.mocked(api.get).mockImplementation((url: string) =>
      Promise.resolve({
        data:
          url === '/deadline-templates'
            ? [{ id: 3, title: 'Penahanan oleh penuntut umum', days: 20, counting: 'masa' }]
            : [],
      } as HttpResponse),
    );
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: deadline(9, '2026-03-20', 'x') } as HttpResponse);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Tenggat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Tenggat' }, { timeout: 10_000 });
    const template = within(dialog).getByLabelText('Templat');
    await waitFor(() => expect(within(template).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(template, { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Tanggal mulai'), { target: { value: '01/03/2026' } });
    expect(within(dialog).getByLabelText(/Judul tenggat/)).toHaveValue('Penahanan oleh penuntut umum');
    expect(within(dialog).getByLabelText(/Tanggal jatuh tempo/)).toHaveValue('20/03/2026');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '1/3/2026 + 20 hari (hari pertama dihitung) = s/d 20/3/2026',
    );
    fireEvent.change(within(dialog).getByLabelText(/Tanggal jatuh tempo/), { target: { value: '19/03/2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/cases/7/deadlines', {
        title: 'Penahanan oleh penuntut umum',
        due_date: '2026-03-19',
        note: '',
      }),
    );
  });

  it('adds from a template counted after an event: the day of the event does not count (1/3 + 7 hari = 8/3)', async () => {
    login('user');
    vi.mocked(api.get).mockImplementation((url: string) =>
      Promise.resolve({
        data:
          url === '/deadline-templates'
            ? [{ id: 4, title: 'Penelitian berkas perkara', days: 7, counting: 'setelah' }]
            : [],
      } as HttpResponse),
    );
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Tenggat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Tenggat' }, { timeout: 10_000 });
    const template = within(dialog).getByLabelText('Templat');
    await waitFor(() => expect(within(template).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(template, { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText('Tanggal mulai'), { target: { value: '28/12/2026' } });
    expect(within(dialog).getByLabelText(/Tanggal jatuh tempo/)).toHaveValue('04/01/2027');
    expect(within(dialog).getByRole('status')).toHaveTextContent('28/12/2026 + 7 hari (setelah peristiwa) = 4/1/2027');
  });

  it("asks 'Buang perubahan?' before Batal drops what was typed; 'Kembali' keeps it, 'Ya, buang' closes", async () => {
    login('user');
    vi.mocked(api.get).mockResolvedValue({ data: [] } as HttpResponse);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Tenggat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Tenggat' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Isi sendiri' }));
    fireEvent.change(within(dialog).getByLabelText(/Judul tenggat/), { target: { value: 'Jawab P-19' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    const question = await screen.findByRole('alertdialog', { name: 'Buang perubahan?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByLabelText(/Judul tenggat/)).toHaveValue('Jawab P-19');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, buang' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tambah Tenggat' })).toBeNull());
  });

  it('closes at once on Batal when nothing was typed', async () => {
    login('user');
    vi.mocked(api.get).mockResolvedValue({ data: [] } as HttpResponse);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Tenggat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Tenggat' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tambah Tenggat' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
