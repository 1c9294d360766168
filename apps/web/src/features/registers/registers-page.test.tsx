import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Register, RegisterPreview } from '@pidsus/shared';
import type { HttpResponse } from '../../lib/http';
import { theme } from '../../app/theme';
import { api } from '../../lib/api-client';
import { Component as RegistersPage } from './registers-page';
import { ruleCount } from '../../test/style-rules';

const columns = ['No.', 'Nomor Perkara', 'Terdakwa', 'Pasal', 'Jaksa', 'Kerugian Negara'];
const preview: RegisterPreview = {
  code: 'penuntutan',
  name: 'Register Perkara Tahap Penuntutan',
  period: 'Desember 2026',
  columns,
  rows: Array.from({ length: 40 }, (_, index) => [
    String(index + 1),
    `PDS-${index + 1}/M.1.10/Ft.1/12/2026`,
    'Ahmad Suryadi',
    'Pasal 2 ayat (1) UU Tipikor',
    'Hendra Gunawan, S.H.',
    'Rp 1.250.000.000',
  ]),
  total: 40,
  sections: [],
};

function renderPage() {
  vi.spyOn(api, 'get').mockImplementation((url: string) =>
    Promise.resolve({
      data:
        url === '/registers' ? ([{ code: 'penuntutan', name: preview.name, columns }] satisfies Register[]) : preview,
      headers: {},
    } as HttpResponse),
  );
  const router = createMemoryRouter([{ path: '/registers', element: <RegistersPage /> }], {
    initialEntries: ['/registers?code=penuntutan&year=2026&month=12'],
  });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('the registers screen (decisions §8.5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows a month's rows under the register's headings, an amount on one line", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: /Register Perkara Tahap Penuntutan/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(columns);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(41);
    const cells = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(preview.rows[0]);
    expect(cells[5]).toHaveClass('register-amount');
    // The case number reads whole; no column here holds prose.
    expect(cells[1]?.querySelector('.register-number')).toHaveTextContent(preview.rows[0]![1]!);
    expect(table.querySelector('th.register-prose')).toBeNull();
    expect(table).toHaveClass('register-table-wide');
  });

  it("gives the table's rules once, and draws no MUI cell per cell", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: /Register Perkara Tahap Penuntutan/ });
    expect(ruleCount('.register-table .register-amount')).toBe(1);
    expect(ruleCount('.register-table .register-number')).toBe(1);
    expect(table.querySelector('.MuiTableCell-root, .MuiTableRow-root')).toBeNull();
  });
});
