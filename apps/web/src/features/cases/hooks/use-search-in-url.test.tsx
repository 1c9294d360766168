import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchInUrl } from './use-search-in-url';

function List() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  useSearchInUrl(query);
  return (
    <>
      <button onClick={() => setQuery('korupsi')}>search</button>
      <button onClick={() => void navigate('/case/7')}>open</button>
    </>
  );
}

describe('the search kept in the address', () => {
  it('writes ?q= as the search changes, replacing the entry', async () => {
    const router = createMemoryRouter([{ path: '/cases', element: <List /> }], { initialEntries: ['/cases'] });
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByText('search').click());
    expect(router.state.location.search).toBe('?q=korupsi');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves the address alone when it already says the search: no navigation, no loader run again', async () => {
    let loads = 0;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => {
            loads += 1;
            return null;
          },
          children: [{ path: 'cases', element: <List /> }],
        },
      ],
      { initialEntries: ['/cases?status=open'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('search')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.search).toBe('?status=open');
    expect(loads).toBe(1);
    // The search typed is written, once.
    await act(async () => screen.getByText('search').click());
    expect(router.state.location.search).toBe('?status=open&q=korupsi');
    expect(loads).toBe(2);
  });

  it("does not cancel a page the user is already on the way to when the search's pause ends", async () => {
    let arrive: () => void = () => undefined;
    const slow = new Promise<null>((resolve) => (arrive = () => resolve(null)));
    const router = createMemoryRouter(
      [
        { path: '/cases', element: <List /> },
        { path: '/case/:id', loader: () => slow, element: <p>detail</p> },
      ],
      { initialEntries: ['/cases'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByText('open').click());
    expect(router.state.navigation.state).toBe('loading');
    // The debounced search lands while the case page is loading.
    await act(async () => screen.getByText('search').click());
    await act(async () => arrive());
    expect(await screen.findByText('detail')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/case/7');
  });
});
