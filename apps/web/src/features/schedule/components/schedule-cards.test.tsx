import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '@pidsus/shared';
import { theme } from '../../../app/theme';
import { ScheduleCards } from './schedule-cards';
import { ruleCount } from '../../../test/style-rules';

const TODAY = '2026-12-31';

const entry = (n: number, date = TODAY): ScheduleEntry => ({
  id: n,
  number: n === 2 ? '' : `PDS-${n}/M.1.10/Ft.1/12/2026`,
  title: `Sidang ${n}`,
  date,
  time: n === 3 ? null : '09:00',
  description: '',
  parties: '',
  witnesses: '',
  prosecutor: 'Hendra Gunawan, S.H.',
  location: n === 2 ? '' : 'Ruang Sidang Cakra',
  type: 'penuntutan',
  status: n % 2 ? 'Sedang Proses' : 'Selesai',
  team: [],
  following: false,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  defendants: [{ id: 1, name: 'Ahmad Suryadi' }],
  last_milestone: null,
  state_loss: null,
  recovered_total: 0,
  deadline_due: n === 1,
  detained: false,
});

function renderCards(rows: ScheduleEntry[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/case-schedule',
        element: (
          <ThemeProvider theme={theme}>
            <ScheduleCards rows={rows} today={TODAY} emptyText="Tidak ada sidang" from="/case-schedule" />
          </ThemeProvider>
        ),
      },
    ],
    { initialEntries: ['/case-schedule'] },
  );
  render(<RouterProvider router={router} />);
}

describe("the board's cards below 600 px (decisions §7.5)", () => {
  it('shows each hearing as a card that opens its case, without empty details', () => {
    renderCards([entry(1), entry(2), entry(3, '2027-01-01')]);
    const cards = within(screen.getByRole('list', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Sidang 1' })).toHaveAttribute('href', '/case/1');
    expect(within(first).getByText('Sedang Proses')).toHaveClass('status-badge-info');
    expect(within(first).getByTestId('deadline-marker')).toBeInTheDocument();
    expect(within(first).getByText('Ruang Sidang Cakra')).toBeInTheDocument();
    expect(first).toHaveAttribute('data-label', 'today');
    expect(within(second).queryByText('Tempat')).toBeNull();
    expect(within(second).queryByTestId('schedule-number')).toBeNull();
    expect(third).not.toHaveAttribute('data-label', 'today');
    // A card's hour stands alone: without one, the card says so in words.
    expect(within(first).getByText('09.00')).toBeInTheDocument();
    expect(within(third).getByText('Jam belum ditentukan')).toBeVisible();
    expect(within(third).queryByText('—')).toBeNull();
  });

  it("gives the day's cards their rules once, and draws no MUI box or text per card", () => {
    renderCards(Array.from({ length: 20 }, (_, index) => entry(index + 4)));
    expect(ruleCount('.schedule-card-link')).toBe(1);
    expect(document.querySelector('main, .MuiBox-root, .MuiTypography-root, .MuiChip-root')).toBeNull();
  });
});
