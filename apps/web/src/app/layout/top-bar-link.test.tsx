import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { id } from '../../i18n/id';
import { theme } from '../theme';
import { ruleCount } from '../../test/style-rules';
import { TopBar } from './top-bar';

const t = id.layout;
const screens = ['/dashboard', '/case-schedule', '/calendar', '/files'];

/** The staff top bar as the app draws it; the bell's and the profile's requests never answer. */
function renderBar(current: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const bar = (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <TopBar session={{ token: 'token', role: 'user', username: 'jaksa1' }} />
      </ThemeProvider>
    </QueryClientProvider>
  );
  const router = createMemoryRouter(
    screens.map((path) => ({ path, element: bar })),
    { initialEntries: [current] },
  );
  return render(<RouterProvider router={router} />);
}

/** The bar's links to a screen, in order (the search field's own link, to the search page, is not one of them). */
const destinations = () =>
  screen
    .getAllByRole('link')
    .filter((link) => screens.includes(new URL(link.getAttribute('href') ?? '', 'http://x').pathname));

describe('the top bar\'s links (docs/performance.md, "The top bar\'s links as plain elements")', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are one link each, named at every width, the current screen marked', () => {
    renderBar('/calendar');
    const links = destinations();
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      t.dashboard,
      t.todayBoard,
      t.calendar,
      t.files,
    ]);
    expect(screen.getByRole('link', { name: t.calendar })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: t.dashboard })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: t.files })).toHaveAttribute('href', '/files');
    // Each shows its name as a hint where only the icon shows, and beside the icon from its breakpoint on.
    const today = screen.getByRole('link', { name: t.todayBoard });
    expect(today).toHaveAttribute('data-hint', t.todayBoard);
    expect(today).toHaveAttribute('data-label-from', 'lg');
    expect(today.querySelector('.top-bar-link-label')).toHaveTextContent(t.todayBoard);
    expect(screen.getByRole('link', { name: t.files }).querySelector('.top-bar-link-label')).toBeNull();
  });

  it('are plain elements under rules given once, not a ripple button and an icon component per link', () => {
    renderBar('/dashboard');
    const links = destinations();
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link).toHaveClass('top-bar-link');
      expect(link).not.toHaveClass('MuiButtonBase-root');
      expect(link.querySelectorAll('.MuiSvgIcon-root, .MuiTouchRipple-root')).toHaveLength(0);
      expect(link.querySelectorAll(':scope > svg[aria-hidden="true"] > path')).toHaveLength(1);
    }
    expect(ruleCount('.top-bar-link')).toBe(1);
  });
});
