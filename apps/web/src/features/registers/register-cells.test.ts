import { describe, expect, it } from 'vitest';
import { proseColumns } from './register-cells';

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
});
