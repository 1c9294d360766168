import type { ScheduleEntry } from '@pidsus/shared';
import { describe, expect, it } from 'vitest';
import { boardColumns, defendantNames, prosecutorNames } from './board-columns';

const entry = (fields: Partial<ScheduleEntry>) =>
  ({ team: [], prosecutor: '', location: '', ...fields }) as ScheduleEntry;

describe("the board's columns (decisions §10)", () => {
  it("names the case's team as Jaksa, and the free-text prosecutor only when there is no team", () => {
    const team = [
      { id: 3, username: 'Budi Santoso' },
      { id: 4, username: 'Siti Rahmawati' },
    ];
    expect(prosecutorNames(entry({ team, prosecutor: 'Hendra Gunawan, S.H.' }))).toBe('Budi Santoso, Siti Rahmawati');
    expect(prosecutorNames(entry({ prosecutor: ' Hendra Gunawan, S.H. ' }))).toBe('Hendra Gunawan, S.H.');
    expect(prosecutorNames(entry({}))).toBe('');
  });

  it('lists the defendants by name', () => {
    expect(
      defendantNames(entry({ defendants: [{ id: 1, name: 'Rudi' } as never, { id: 2, name: 'Sri' } as never] })),
    ).toBe('Rudi, Sri');
    expect(defendantNames(entry({}))).toBe('');
  });

  it('orders Jam, Judul, Tersangka/Terdakwa, Tahap, Jaksa, Tempat, Status; the place and defendants only when a row has them', () => {
    const full = boardColumns([entry({ location: 'Ruang Cakra', defendants: [{ id: 1, name: 'Rudi' } as never] })]);
    expect(full.map((column) => column.label)).toEqual([
      'Jam',
      'Judul Kasus',
      'Tersangka/Terdakwa',
      'Tahap',
      'Jaksa',
      'Tempat',
      'Status',
    ]);
    expect(full.reduce((sum, column) => sum + parseFloat(column.width), 0)).toBeCloseTo(100, 1);
    const bare = boardColumns([entry({})]);
    expect(bare.map((column) => column.key)).toEqual(['time', 'title', 'stage', 'prosecutor', 'status']);
    // The title keeps the largest share, and more of the width when columns drop out.
    expect(parseFloat(bare[1]!.width)).toBeGreaterThan(parseFloat(full[1]!.width));
  });
});
