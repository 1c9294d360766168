import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { officeToday, addDays } from '../../../lib/time/dates';
import type { CalendarItem } from '../calendar-model';
import { CalendarList } from './calendar-list';

const item = (caseId: number, date: string, title: string): CalendarItem => ({
  key: `case-${caseId}`,
  kind: 'hearing',
  caseId,
  title,
  date,
  time: '09:00',
  category: 'penuntutan',
  location: 'PN Tipikor',
  defendants: '',
});

/** The list in a router, with the number of days in the page at each of its commits. */
function renderList(items: CalendarItem[], from: string) {
  const committed: number[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/calendar',
        element: (
          <Profiler
            id="list"
            onRender={() => {
              const days = document.querySelectorAll('section').length;
              if (committed.at(-1) !== days) {
                committed.push(days);
              }
            }}
          >
            <CalendarList
              items={items}
              from={from}
              emptyText="Tidak ada sidang."
              placeholder={<p>memuat kalender</p>}
            />
          </Profiler>
        ),
      },
    ],
    { initialEntries: ['/calendar'] },
  );
  render(<RouterProvider router={router} />);
  return committed;
}

describe('the calendar as a list (decisions §10)', () => {
  it('draws its days one per commit after its placeholder, never all in the first render, in order from today', async () => {
    const today = officeToday();
    const committed = renderList(
      [
        item(1, addDays(today, 1), 'Sidang Dana Desa'),
        item(2, addDays(today, 1), 'Sidang Alkes'),
        item(3, addDays(today, 3), 'Sidang Pajak'),
        item(4, addDays(today, 6), 'Sidang Pelabuhan'),
      ],
      today,
    );
    await screen.findByRole('link', { name: /Sidang Pelabuhan/ });
    // Today (empty, said so) and the three days with entries: one more in each commit.
    expect(committed).toEqual([0, 1, 2, 3, 4]);
    const days = screen.getAllByRole('region');
    expect(days).toHaveLength(4);
    expect(days[0]).toHaveTextContent('Hari ini');
    expect(days[0]).toHaveTextContent('Tidak ada sidang atau tenggat hari ini.');
    expect(days[1]).toHaveTextContent('Sidang Dana Desa');
    expect(days[1]).toHaveTextContent('Sidang Alkes');
    expect(screen.queryByText('memuat kalender')).toBeNull();
  });

  it('shows its placeholder until the first day is drawn, and the empty text at once when there is no day', () => {
    const today = officeToday();
    renderList([], addDays(today, 7));
    expect(screen.getByText('Tidak ada sidang.')).toBeInTheDocument();
    expect(screen.queryByText('memuat kalender')).toBeNull();
  });
});
