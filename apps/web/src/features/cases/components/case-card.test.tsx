import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Case } from '@pidsus/shared';
import { theme } from '../../../app/theme';
import { CaseCard, CaseCardStyles } from './case-card';
import { ruleCount } from '../../../test/style-rules';

const item = (n: number): Case => ({
  id: n,
  number: `PDS-${n}/M.1.10/Ft.1/11/2026`,
  title: `Perkara ${n}`,
  date: '2026-12-31',
  time: n === 2 ? null : '09:30',
  description: '',
  parties: '',
  witnesses: 'Andi Wijaya',
  prosecutor: 'Hendra Gunawan, S.H.',
  location: 'Ruang Sidang Cakra',
  type: 'penuntutan',
  status: n % 2 ? 'Menunggu' : 'Selesai',
  team: [{ id: 2, username: 'Budi' }],
  following: true,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  defendants: [{ id: 1, name: 'Ahmad Suryadi' }],
  last_milestone: null,
  state_loss: null,
  recovered_total: 0,
});

function renderPage(count: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/cases/penuntutan',
        element: (
          <ThemeProvider theme={theme}>
            <CaseCardStyles />
            {Array.from({ length: count }, (_, index) => (
              <CaseCard key={index} item={item(index + 1)} from="/cases/penuntutan" highlighted={index === 1} />
            ))}
          </ThemeProvider>
        ),
      },
      { path: '/case/:id', element: <p>detail</p> },
    ],
    { initialEntries: ['/cases/penuntutan'] },
  );
  render(<RouterProvider router={router} />);
}

describe('a case card in a list (requirements §2)', () => {
  it('shows the case and links to its detail', () => {
    renderPage(2);
    const card = screen.getByRole('article', { name: 'Perkara 1' });
    expect(within(card).getByText('Menunggu')).toHaveClass('status-badge-warning');
    expect(within(card).getByText('31 Desember 2026')).toBeInTheDocument();
    expect(within(card).getByText('Ahmad Suryadi')).toBeInTheDocument();
    // Its number moves to the next line whole rather than break after 'PDS-' on a phone.
    expect(within(card).getByText('PDS-1/M.1.10/Ft.1/11/2026')).toHaveStyle({ display: 'inline-block' });
    expect(within(card).getByRole('link', { name: 'Lihat Detail' })).toHaveAttribute('href', '/case/1');
    expect(within(screen.getByRole('article', { name: 'Perkara 2' })).getByText('Selesai')).toHaveClass(
      'status-badge-success',
    );
    expect(within(card).getByText('09.30')).toBeInTheDocument();
    // A hearing without an hour says so to a screen reader, as the dashboard and the board do.
    expect(
      within(screen.getByRole('article', { name: 'Perkara 2' })).getByText('Jam belum ditentukan'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Perkara 2' })).toHaveAttribute('data-highlighted');
    expect(card).not.toHaveAttribute('data-highlighted');
  });

  it('gives a page of cards its styles once, and draws no MUI component per card', () => {
    renderPage(30);
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(ruleCount('.case-card-detail')).toBe(1);
    expect(document.querySelector('.MuiCard-root, .MuiChip-root, .MuiButton-root, .MuiSvgIcon-root')).toBeNull();
  });
});
