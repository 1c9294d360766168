import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseEvent } from '@pidsus/shared';
import type { HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { CaseHistory, teamChangeText } from './case-history';
import { ruleCount } from '../../../test/style-rules';

const events: CaseEvent[] = [
  {
    id: 1,
    case_id: 3,
    action: 'created',
    actor: { id: 7, username: 'Budi', current_username: 'Budi Santoso' },
    changes: [],
    created_at: '2026-04-01T01:00:00.000Z',
  },
  {
    id: 2,
    case_id: 3,
    action: 'deleted',
    actor: { id: 8, username: 'Budi Santoso', current_username: 'Budi Santoso' },
    changes: [],
    created_at: '2026-04-02T01:00:00.000Z',
  },
];

describe('case history (decisions §6)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names each actor as they were called then, with today’s name beside a renamed one', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: events, headers: {} } as HttpResponse<CaseEvent[]>);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CaseHistory caseId={3} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Budi (sekarang: Budi Santoso) menambahkan kasus ini')).toBeInTheDocument();
    expect(screen.getByText('Budi Santoso menghapus kasus ini')).toBeInTheDocument();
  });

  it('says how much of a long history it shows (X-Total-Count above the rows answered)', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: events,
      headers: { 'x-total-count': '245' },
    } as unknown as HttpResponse<CaseEvent[]>);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CaseHistory caseId={3} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Menampilkan 2 dari 245 riwayat terbaru')).toBeInTheDocument();
  });

  it('gives the rows their rules once, and draws no MUI text or box per row', async () => {
    const many: CaseEvent[] = Array.from({ length: 25 }, (_, index) => ({
      ...events[0]!,
      id: index + 1,
      action: 'updated',
      changes: [{ field: 'location', from: 'Ruang Sidang Cakra', to: `Ruang ${index + 1}` }],
    }));
    vi.spyOn(api, 'get').mockResolvedValue({ data: many, headers: {} } as HttpResponse<CaseEvent[]>);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CaseHistory caseId={3} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Riwayat' });
    expect(list.children).toHaveLength(25);
    expect(within(list).getByText(/Ruang 25/)).toBeInTheDocument();
    expect(ruleCount('.case-history-event')).toBe(1);
    expect(list.querySelector('.MuiTypography-root, .MuiBox-root')).toBeNull();
  });

  it('says nothing of the kind when the whole history is shown', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: events,
      headers: { 'x-total-count': '2' },
    } as unknown as HttpResponse<CaseEvent[]>);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CaseHistory caseId={3} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Budi Santoso menghapus kasus ini')).toBeInTheDocument();
    expect(screen.queryByText(/Menampilkan/)).not.toBeInTheDocument();
  });
});

describe('documents in the history (decisions §7.2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the document added or deleted, and who did it', async () => {
    const rows: CaseEvent[] = [
      {
        id: 5,
        case_id: 3,
        action: 'document_added',
        actor: { id: 7, username: 'Budi', current_username: 'Budi' },
        changes: [{ field: 'document', from: null, to: 'BAP Saksi.pdf' }],
        created_at: '2026-04-03T01:00:00.000Z',
      },
      {
        id: 6,
        case_id: 3,
        action: 'document_deleted',
        actor: { id: 8, username: 'Citra', current_username: 'Citra' },
        changes: [{ field: 'document', from: 'BAP Saksi.pdf', to: null }],
        created_at: '2026-04-04T01:00:00.000Z',
      },
    ];
    vi.spyOn(api, 'get').mockResolvedValue({ data: rows, headers: {} } as HttpResponse<CaseEvent[]>);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CaseHistory caseId={3} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Budi menambahkan berkas "BAP Saksi.pdf"')).toBeInTheDocument();
    expect(screen.getByText('Citra menghapus berkas "BAP Saksi.pdf"')).toBeInTheDocument();
  });
});

describe('a team change in the history (decisions §7.1)', () => {
  it('says who joined and who left the team, by name', () => {
    expect(teamChangeText({ field: 'team', from: '', to: 'Ani, Budi' })).toBe('menambahkan Ani, Budi ke tim');
    expect(teamChangeText({ field: 'team', from: 'Ani, Budi', to: 'Budi, Citra' })).toBe(
      'menambahkan Citra ke tim; mengeluarkan Ani dari tim',
    );
    expect(teamChangeText({ field: 'team', from: 'Ani', to: '' })).toBe('mengeluarkan Ani dari tim');
  });

  it('tells the deadline rows (decisions §7.2): which deadline, its due date, and what an edit changed', async () => {
    const actor = { id: 7, username: 'Budi', current_username: 'Budi' };
    const row = (id: number, action: CaseEvent['action'], changes: CaseEvent['changes']): CaseEvent => ({
      id,
      case_id: 3,
      action,
      actor,
      changes,
      created_at: '2026-04-01T01:00:00.000Z',
    });
    const deadlineRows: CaseEvent[] = [
      row(1, 'deadline_added', [
        { field: 'deadline', from: null, to: 'SPDP' },
        { field: 'deadline_due', from: null, to: '2026-04-08' },
      ]),
      row(2, 'deadline_updated', [
        { field: 'deadline', from: 'SPDP', to: 'SPDP ke kejaksaan' },
        { field: 'deadline_due', from: '2026-04-08', to: '2026-04-10' },
        { field: 'deadline_note', from: '', to: 'Dikirim lewat pos' },
      ]),
      row(3, 'deadline_done', [{ field: 'deadline', from: 'SPDP ke kejaksaan', to: 'SPDP ke kejaksaan' }]),
      row(4, 'deadline_reopened', [{ field: 'deadline', from: 'SPDP ke kejaksaan', to: 'SPDP ke kejaksaan' }]),
      row(5, 'deadline_deleted', [{ field: 'deadline', from: 'SPDP ke kejaksaan', to: 'SPDP ke kejaksaan' }]),
    ];
    vi.spyOn(api, 'get').mockResolvedValue({ data: deadlineRows, headers: {} } as HttpResponse<CaseEvent[]>);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CaseHistory caseId={3} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Budi menambahkan tenggat "SPDP"')).toBeInTheDocument();
    expect(screen.getByText('Jatuh tempo 8 April 2026')).toBeInTheDocument();
    expect(screen.getByText('Budi mengubah tenggat "SPDP ke kejaksaan"')).toBeInTheDocument();
    expect(screen.getByText('Judul tenggat: SPDP → SPDP ke kejaksaan')).toBeInTheDocument();
    expect(screen.getByText('Jatuh tempo: 8 April 2026 → 10 April 2026')).toBeInTheDocument();
    expect(screen.getByText('Catatan tenggat diubah')).toBeInTheDocument();
    expect(screen.getByText('Budi menandai tenggat "SPDP ke kejaksaan" selesai')).toBeInTheDocument();
    expect(screen.getByText('Budi membuka kembali tenggat "SPDP ke kejaksaan"')).toBeInTheDocument();
    expect(screen.getByText('Budi menghapus tenggat "SPDP ke kejaksaan"')).toBeInTheDocument();
  });
});
