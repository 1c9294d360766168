import { render, screen } from '@testing-library/react';
import type { ImportResult } from '@pidsus/shared';
import { describe, expect, it } from 'vitest';
import { ImportSummary } from './import-summary';

const result = (errors: number, total: number): ImportResult => ({
  dry_run: false,
  rows: total + 3,
  created: 2,
  updated: 1,
  unchanged: 0,
  errors: Array.from({ length: errors }, (_, index) => ({
    row: index + 2,
    column: 'Tanggal',
    message: 'Tanggal tidak valid',
  })),
  errors_total: total,
  headings: [],
  preview: [],
});

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ImportSummary', () => {
  it('counts every error, and says when the download holds only the first ones', () => {
    render(<ImportSummary result={result(3, 100_003)} onAgain={() => undefined} />);
    expect(figure('Perkara dibuat')).toBe('2');
    expect(figure('Galat')).toBe('100.003');
    expect(screen.getByText('Unduhan memuat 3 galat pertama dari 100.003.')).toBeTruthy();
  });

  it('says nothing of a limit when every error is listed', () => {
    render(<ImportSummary result={result(2, 2)} onAgain={() => undefined} />);
    expect(figure('Galat')).toBe('2');
    expect(screen.queryByText(/Unduhan memuat/)).toBeNull();
  });
});
