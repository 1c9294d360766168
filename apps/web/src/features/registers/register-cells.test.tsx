import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { proseColumns, withWholeNumbers } from './register-cells';

describe("a register's cells", () => {
  it('marks as prose a column whose longest cell runs past 60 characters, and no other', () => {
    const note = 'Pengumpulan data dan bahan keterangan: dugaan korupsi pengadaan alat kesehatan';
    expect(
      proseColumns(
        [
          ['1', 'PRINT-186/M.1.10/Fd.1/11/2026', 'Bambang Nugroho; Fitri Pratama; Dewi Nugroho', ''],
          ['2', '', '', note],
        ],
        4,
      ),
    ).toEqual([false, false, false, true]);
    expect(proseColumns([['1', 'x'.repeat(60)]], 2)).toEqual([false, false]);
    expect(proseColumns([['1', 'x'.repeat(61)]], 2)).toEqual([false, true]);
    // A row shorter than the headings (none is) counts as empty there.
    expect(proseColumns([['1']], 2)).toEqual([false, false]);
  });

  it('keeps each number of a cell on one line and leaves the rest of its text as it is', () => {
    const { container } = render(<p>{withWholeNumbers('PRINT-22/M.1.10/Fd.1/12/2026, 04/12/2026')}</p>);
    expect(container.textContent).toBe('PRINT-22/M.1.10/Fd.1/12/2026, 04/12/2026');
    expect([...container.querySelectorAll('.register-number')].map((span) => span.textContent)).toEqual([
      'PRINT-22/M.1.10/Fd.1/12/2026,',
      '04/12/2026',
    ]);
  });

  it('gives text without a number back as it is, and leaves a word longer than 40 characters free to break', () => {
    expect(withWholeNumbers('Pasal 3 UU No. 8 Tahun 2010 tentang TPPU')).toBe(
      'Pasal 3 UU No. 8 Tahun 2010 tentang TPPU',
    );
    const long = `A-${'b'.repeat(45)}`;
    const { container } = render(<p>{withWholeNumbers(`lihat ${long}`)}</p>);
    expect(container.textContent).toBe(`lihat ${long}`);
    expect(container.querySelector('.register-number')).toBeNull();
  });
});
