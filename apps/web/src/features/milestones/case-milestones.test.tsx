import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Milestone } from '@pidsus/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpResponse } from '../../lib/http';
import { api } from '../../lib/api-client';
import { saveSession } from '../../lib/session/session';
import { CaseMilestones } from './case-milestones';

const milestone = (id: number, code: string, name: string, number: string | null, note = ''): Milestone => ({
  id,
  form: { code, name },
  number,
  date: '2026-12-01',
  note,
  document_id: null,
  created_by: { id: 1, username: 'Budi' },
  created_at: '2026-12-01T02:00:00.000Z',
});

function login(role: 'user' | 'admin') {
  saveSession({ token: 'token-for-the-test-0123456789', user: { id: 1, username: 'Budi', email: 'b@x.id', role } });
}

beforeEach(() => {
  vi.spyOn(api, 'get').mockImplementation((url: string) =>
    Promise.resolve({
      data: url.startsWith('/forms')
        ? []
        : [
            milestone(1, 'P-16', 'Surat Perintah Penunjukan Jaksa', 'PRINT-12/M.1.10/Ft.1/12/2026'),
            milestone(2, 'P-21', 'Pemberitahuan bahwa hasil penyidikan sudah lengkap', null, 'Diterima 2 berkas'),
          ],
    } as HttpResponse),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CaseMilestones caseId={7} />
    </QueryClientProvider>,
  );
}

describe('the case\'s "Tahapan" section', () => {
  it("shows each milestone's code, name, date, number and note, as plain elements", async () => {
    login('user');
    renderSection();
    const list = await screen.findByRole('list', { name: 'Daftar tahapan' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('P-16');
    expect(first).toHaveTextContent('Surat Perintah Penunjukan Jaksa');
    expect(first).toHaveTextContent('1 Desember 2026');
    expect(within(first!).getByTestId('milestone-number')).toHaveTextContent('PRINT-12/M.1.10/Ft.1/12/2026');
    expect(within(second!).getByTestId('milestone-number')).toHaveTextContent('Tanpa nomor');
    expect(second).toHaveTextContent('Diterima 2 berkas');
    // Each row plain: a row of MUI's Chip, Typography, Tooltip and IconButton was a dozen styled components.
    expect(list.querySelector('[class*="Mui"]')).toBeNull();
  });

  it('offers edit and delete for each milestone to staff, with a hint, and opens the delete question', async () => {
    login('user');
    renderSection();
    const group = await screen.findByRole('group', { name: 'Tindakan untuk tahapan P-16' });
    const edit = within(group).getByRole('button', { name: 'Ubah P-16' });
    expect(edit).toHaveAttribute('data-hint', 'Ubah');
    fireEvent.click(within(group).getByRole('button', { name: 'Hapus P-16' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('P-16');
  });

  it('lets an admin read but offers no writes', async () => {
    login('admin');
    renderSection();
    await screen.findByRole('list', { name: 'Daftar tahapan' });
    expect(screen.queryByRole('button', { name: 'Ubah P-16' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Tindakan untuk tahapan P-16' })).toBeNull();
  });
});
