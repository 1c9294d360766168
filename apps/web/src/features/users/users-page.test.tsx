import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { User } from '@pidsus/shared';
import { Profiler } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpResponse } from '../../lib/http';
import { api } from '../../lib/api-client';
import { useUsersPage } from './hooks/use-users-page';
import { Component as UsersPage } from './users-page';

const admin: User = {
  id: 1,
  username: 'admin',
  email: 'admin@pidsus.test',
  position: '',
  phone: '',
  office: '',
  avatar_url: null,
  role: 'admin',
  notify_all: false,
};
const budi = { ...admin, id: 7, username: 'Budi Santoso', email: 'budi@pidsus.test', role: 'user' as const };
const listed = [admin, budi].map((user) => ({ ...user, last_login_at: null, locked_until: null, two_factor: false }));

/**
 * Beside the page, the same state as the page's (its one hook): what the page was given in a render. React Query tells
 * every reader of an answer in the same render.
 */
function StateProbe({ report }: { report: (answered: boolean) => void }) {
  report(useUsersPage().list.shown !== undefined);
  return null;
}

describe('/admin/users drawn after its answer (docs/performance.md)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the rows in a render after the one the answer came in, which still shows the loader', async () => {
    vi.spyOn(api, 'get').mockImplementation((url: string) => {
      const answer =
        url === '/profile'
          ? { data: admin }
          : url === '/trash/accounts'
            ? { data: [], headers: { 'x-total-count': '0' } }
            : { data: listed, headers: { 'x-total-count': '2' } };
      return new Promise((resolve) => setTimeout(() => resolve(answer as unknown as HttpResponse), 20));
    });
    const commits: { answered: boolean; drawn: boolean }[] = [];
    let answered = false;
    const record = () => commits.push({ answered, drawn: screen.queryByText('Budi Santoso') !== null });
    const router = createMemoryRouter(
      [
        {
          path: '/admin/users',
          element: (
            <Profiler id="users" onRender={record}>
              <UsersPage />
              <StateProbe report={(value) => (answered = value)} />
            </Profiler>
          ),
        },
      ],
      { initialEntries: ['/admin/users'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect((await screen.findAllByText('Budi Santoso')).length).toBeGreaterThan(0);
    const answeredAt = commits.findIndex((commit) => commit.answered);
    expect(answeredAt).toBeGreaterThanOrEqual(0);
    expect(commits[answeredAt]?.drawn).toBe(false);
    expect(commits.findIndex((commit) => commit.drawn)).toBeGreaterThan(answeredAt);
  });
});
