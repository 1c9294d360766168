import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseEvent } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { CaseHistory, teamChangeText } from './case-history';

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
    vi.spyOn(api, 'get').mockResolvedValue({ data: events, headers: {} } as AxiosResponse<CaseEvent[]>);
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
    } as unknown as AxiosResponse<CaseEvent[]>);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CaseHistory caseId={3} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Menampilkan 2 dari 245 riwayat terbaru')).toBeInTheDocument();
  });

  it('says nothing of the kind when the whole history is shown', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: events,
      headers: { 'x-total-count': '2' },
    } as unknown as AxiosResponse<CaseEvent[]>);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CaseHistory caseId={3} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Budi Santoso menghapus kasus ini')).toBeInTheDocument();
    expect(screen.queryByText(/Menampilkan/)).not.toBeInTheDocument();
  });
});

describe('documents in the history (contract §7.2)', () => {
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
    vi.spyOn(api, 'get').mockResolvedValue({ data: rows, headers: {} } as AxiosResponse<CaseEvent[]>);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CaseHistory caseId={3} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Budi menambahkan berkas "BAP Saksi.pdf"')).toBeInTheDocument();
    expect(screen.getByText('Citra menghapus berkas "BAP Saksi.pdf"')).toBeInTheDocument();
  });
});

describe('a team change in the history (contract §7.1)', () => {
  it('says who joined and who left the team, by name', () => {
    expect(teamChangeText({ field: 'team', from: '', to: 'Ani, Budi' })).toBe('menambahkan Ani, Budi ke tim');
    expect(teamChangeText({ field: 'team', from: 'Ani, Budi', to: 'Budi, Citra' })).toBe(
      'menambahkan Citra ke tim; mengeluarkan Ani dari tim',
    );
    expect(teamChangeText({ field: 'team', from: 'Ani', to: '' })).toBe('mengeluarkan Ani dari tim');
  });
});
