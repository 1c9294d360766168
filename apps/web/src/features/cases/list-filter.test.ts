import { describe, expect, it } from 'vitest';
import { caseKeys } from './api/keys';
import { listFilterAt } from './list-filter';

const at = (query: string) => new URLSearchParams(query);

describe('the filter a list opens with, read from its address', () => {
  it('is the default order, every status and no search when the address names none', () => {
    expect(listFilterAt(at(''), { category: 'penyidikan' })).toEqual({
      type: 'penyidikan',
      mine: false,
      q: '',
      status: undefined,
      sort: 'upcoming',
    });
  });

  it('reads the search (trimmed), the order and the status, and ignores an unknown order or status', () => {
    expect(listFilterAt(at('q=%20korupsi%20&sort=oldest&status=Belum+Selesai'), { mine: true })).toEqual({
      type: undefined,
      mine: true,
      q: 'korupsi',
      status: 'Belum Selesai',
      sort: 'oldest',
    });
    expect(listFilterAt(at('sort=judul&status=Ditunda'), { category: 'eksekusi' })).toMatchObject({
      sort: 'upcoming',
      status: undefined,
    });
  });

  it('gives the key of the query the list screen makes for the same address', () => {
    // case-list-page.tsx: { type: category, mine, q: query, status, sort } with mine false on a stage's list.
    const screen = {
      type: 'penuntutan' as const,
      mine: false,
      q: 'dana',
      status: 'Selesai' as const,
      sort: 'newest' as const,
    };
    expect(caseKeys.list(listFilterAt(at('q=dana&status=Selesai&sort=newest'), { category: 'penuntutan' }))).toEqual(
      caseKeys.list(screen),
    );
  });
});
