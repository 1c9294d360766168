import type { Form } from '@pidsus/shared';
import { describe, expect, it } from 'vitest';
import { numberHint, startedDeadlines } from './milestone-dialog';

const p19: Form = {
  code: 'P-19',
  name: 'Pengembalian Berkas Perkara untuk Dilengkapi',
  stage: 'penyidikan',
  numbering: 'B',
  classification: 'Fd.1',
  starts_deadlines: [{ title: 'Berkas dikembalikan penyidik', days: 14, counting: 'setelah' }],
  has_template: false,
};

describe('the milestone dialog (decisions §8.3)', () => {
  it('says how the number comes: assigned with its prefix, without one, none, or replaceable', () => {
    expect(numberHint(p19, false)).toBe('Diberikan otomatis (B-…) bila dikosongkan');
    expect(numberHint({ ...p19, numbering: 'PLAIN' }, false)).toBe('Diberikan otomatis bila dikosongkan');
    expect(numberHint({ ...p19, numbering: null }, false)).toBe('Formulir ini tanpa nomor; isi bila ada');
    expect(numberHint(p19, true)).toBe('Nomor dapat diganti; nomor lama tidak diberikan lagi');
  });

  it('lists the deadlines the form starts, with the day counted as the law counts it', () => {
    expect(startedDeadlines(p19, '2026-03-08')).toEqual([
      'Berkas dikembalikan penyidik — 14 hari setelah tanggal, s/d 22/03/2026',
    ]);
    expect(startedDeadlines(p19, '08/03')).toEqual(['Berkas dikembalikan penyidik — 14 hari setelah tanggal']);
    expect(
      startedDeadlines({ ...p19, starts_deadlines: [{ title: 'Masa', days: 20, counting: 'masa' }] }, '2026-03-01'),
    ).toEqual(['Masa — 20 hari (hari pertama dihitung), s/d 20/03/2026']);
    expect(startedDeadlines(undefined, '2026-03-08')).toEqual([]);
  });
});
