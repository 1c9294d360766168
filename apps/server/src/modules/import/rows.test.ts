import { describe, expect, it } from 'vitest';
import { foldRows, type ImportRow } from './rows';

const row = (
  number: number,
  rest: Omit<Partial<ImportRow>, 'fields'> & { fields?: Partial<ImportRow['fields']> } = {},
): ImportRow => {
  const { fields, ...others } = rest;
  return { row: number, ...others, fields: { title: 'Perkara', date: '2026-03-02', type: 'penuntutan', ...fields } };
};

describe('foldRows (decisions §8.7)', () => {
  it('takes each field from the later row unless it is empty; the rows folded in order', () => {
    const folded = foldRows(
      foldRows(
        row(4, { fields: { location: 'Ruang 1', time: '09:00' } }),
        row(6, { fields: { date: '2026-03-09', location: '', time: null } }),
      ),
      row(9, { fields: { date: '2026-03-16', location: 'Ruang 2' } }),
    );
    expect(folded).toEqual({
      row: 9,
      rows: [4, 6, 9],
      fields: { title: 'Perkara', date: '2026-03-16', type: 'penuntutan', location: 'Ruang 2', time: '09:00' },
    });
  });

  it('keeps an empty value when no row gives one', () => {
    expect(foldRows(row(2, { fields: { location: '' } }), row(3)).fields.location).toBe('');
  });

  it('joins the defendants of both rows, each with the last charges named', () => {
    const folded = foldRows(
      row(2, {
        defendants: [
          { name: 'Andi', charges: 'Pasal 2' },
          { name: 'Budi', charges: 'Pasal 3' },
        ],
      }),
      row(3, { defendants: [{ name: 'Budi' }, { name: 'Andi', charges: 'Pasal 2 jo. 18' }, { name: 'Citra' }] }),
    );
    expect(folded.defendants).toEqual([
      { name: 'Andi', charges: 'Pasal 2 jo. 18' },
      { name: 'Budi', charges: 'Pasal 3' },
      { name: 'Citra' },
    ]);
    expect(foldRows(row(2), row(3)).defendants).toBeUndefined();
  });

  it('keeps the last state loss known: an empty later cell does not erase it', () => {
    expect(foldRows(row(2, { stateLoss: 5_000_000 }), row(3, { stateLoss: null })).stateLoss).toBe(5_000_000);
    expect(foldRows(row(2, { stateLoss: 5_000_000 }), row(3, { stateLoss: 7_000_000 })).stateLoss).toBe(7_000_000);
    expect(foldRows(row(2, { stateLoss: null }), row(3)).stateLoss).toBeNull();
    expect('stateLoss' in foldRows(row(2), row(3))).toBe(false);
  });
});
