import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, User } from '@pidsus/shared';
import type { HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { UserHistoryDialog } from './user-history-dialog';

const account: User = {
  id: 9,
  username: 'Rina',
  email: 'rina@kejaksaan.go.id',
  position: '',
  phone: '',
  office: '',
  avatar_url: null,
  role: 'user',
  notify_all: false,
};

const entries: AuditEntry[] = [
  {
    id: 2,
    action: 'user.end_sessions',
    actor: { id: 1, username: 'admin', current_username: 'admin' },
    target_user_id: 9,
    changes: {},
    created_at: '2026-04-02T01:00:00.000Z',
  },
  {
    id: 1,
    action: 'user.create',
    actor: { id: 1, username: 'Admin Lama', current_username: 'admin' },
    target_user_id: 9,
    changes: {},
    created_at: '2026-04-01T01:00:00.000Z',
  },
];

describe('user history dialog (decisions §6)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the admin as they were called then, with today’s name beside it after a rename', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: entries, headers: {} } as HttpResponse<AuditEntry[]>);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UserHistoryDialog user={account} open onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('oleh Admin Lama (sekarang: admin)')).toBeInTheDocument();
    expect(screen.getByText('oleh admin')).toBeInTheDocument();
  });

  it('says how much of a long history it shows (X-Total-Count above the rows answered)', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: entries,
      headers: { 'x-total-count': '245' },
    } as unknown as HttpResponse<AuditEntry[]>);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UserHistoryDialog user={account} open onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(`Menampilkan ${entries.length} dari 245 riwayat terbaru`)).toBeInTheDocument();
  });

  it('says nothing of the kind when the whole history is shown', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: entries,
      headers: { 'x-total-count': String(entries.length) },
    } as unknown as HttpResponse<AuditEntry[]>);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UserHistoryDialog user={account} open onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('oleh admin')).toBeInTheDocument();
    expect(screen.queryByText(/Menampilkan/)).not.toBeInTheDocument();
  });

  it('names an unlock and says until when the account had been locked (decisions §7.5)', async () => {
    const unlocks: AuditEntry[] = [
      {
        id: 4,
        action: 'user.unlock',
        actor: { id: 1, username: 'admin', current_username: 'admin' },
        target_user_id: 9,
        changes: { locked_until: { from: '2026-04-03T06:20:00.000Z', to: null } },
        created_at: '2026-04-03T06:05:00.000Z',
      },
      {
        id: 3,
        action: 'user.unlock',
        actor: { id: 1, username: 'admin', current_username: 'admin' },
        target_user_id: 9,
        changes: { locked_until: { from: null, to: null } },
        created_at: '2026-04-03T05:00:00.000Z',
      },
    ];
    vi.spyOn(api, 'get').mockResolvedValue({ data: unlocks, headers: {} } as HttpResponse<AuditEntry[]>);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UserHistoryDialog user={account} open onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findAllByText('Kunci akun dibuka')).toHaveLength(2);
    expect(screen.getByText('Sebelumnya terkunci hingga 3 April 2026 pukul 13.20')).toBeInTheDocument();
    expect(screen.queryByText(/locked_until/)).not.toBeInTheDocument();
  });
});
