import { fireEvent, render, screen, within } from '@testing-library/react';
import type { UserListItem } from '@pidsus/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsersTable } from './users-table';

const hour = 3_600_000;
const budi: UserListItem = {
  id: 7,
  username: 'Budi Santoso',
  email: 'budi@kejaksaan.go.id',
  position: 'Jaksa',
  phone: '',
  office: 'Kejari',
  avatar_url: null,
  role: 'user',
  notify_all: false,
  // 13.05 in the office zone (Asia/Jakarta, UTC+7).
  last_login_at: '2026-11-20T06:05:00.000Z',
  locked_until: null,
  two_factor: false,
};

function renderTable(users: UserListItem[] | undefined, extra: { loading?: boolean; emptyText?: string } = {}) {
  const onAction = vi.fn();
  render(
    <UsersTable
      users={users}
      loading={extra.loading ?? false}
      emptyText={extra.emptyText ?? 'Belum ada pengguna'}
      me={1}
      onAction={onAction}
    />,
  );
  return { onAction };
}

/** jsdom has no layout: the phone layout is asked for through matchMedia, as the browser would answer it. */
function phoneWidth(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

describe('the accounts table (decisions §7.5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows when each account last logged in, in the office's time, and 'Belum pernah' for never", () => {
    renderTable([budi, { ...budi, id: 8, username: 'Siti', last_login_at: null }]);
    expect(screen.getByRole('columnheader', { name: 'Terakhir masuk' })).toBeInTheDocument();
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first as HTMLElement).getByText('20 November 2026 pukul 13.05')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Belum pernah')).toBeInTheDocument();
  });

  it("offers 'Buka kunci' only on an account whose wait has not run out, marked 'Terkunci sampai HH.MM' (decisions §9)", () => {
    // 14.30 in the office zone (Asia/Jakarta, UTC+7), whatever zone the test machine has.
    const locked = { ...budi, locked_until: '2099-01-01T07:30:00.000Z' };
    const expired = { ...budi, id: 8, username: 'Siti', locked_until: new Date(Date.now() - hour).toISOString() };
    const { onAction } = renderTable([locked, expired]);
    expect(screen.getAllByRole('button', { name: /^Buka kunci/ })).toHaveLength(1);
    expect(screen.getAllByText(/^Terkunci/)).toHaveLength(1);
    expect(screen.getByText('Terkunci sampai 14.30')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Buka kunci Budi Santoso' }));
    expect(onAction).toHaveBeenCalledWith(locked, 'unlock');
  });

  it('says what the caller gives for an empty list: no accounts, or none matching the search', () => {
    renderTable([], { emptyText: 'Tidak ada pengguna yang cocok dengan "zz"' });
    expect(screen.getByText('Tidak ada pengguna yang cocok dengan "zz"')).toBeInTheDocument();
  });

  it('lists each account as a card on a phone, with the same details and actions', () => {
    phoneWidth(true);
    const locked = { ...budi, locked_until: new Date(Date.now() + hour).toISOString() };
    renderTable([locked, { ...budi, id: 8, username: 'Siti', last_login_at: null }]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Manajemen Pengguna' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('20 November 2026 pukul 13.05')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Buka kunci Budi Santoso' })).toBeInTheDocument();
    expect(within(second).getByText('Belum pernah')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /^Buka kunci/ })).not.toBeInTheDocument();
  });
});
