import { describe, expect, it } from 'vitest';
import { containsTerm, highlightParts, searchTerms, snippet } from './highlight';

describe('marking the words searched for (decisions §7.5)', () => {
  it('takes the words of a search, without duplicates, quotes or one-letter words, longest first', () => {
    expect(searchTerms('  "Bambang  Kusuma" bambang a ')).toEqual(['bambang', 'kusuma']);
    expect(searchTerms('')).toEqual([]);
  });

  it('marks every occurrence whatever its case, and keeps the text as it was written', () => {
    const parts = highlightParts('Saksi BAMBANG dan Bambang Kusuma', searchTerms('bambang kusuma'));
    expect(parts).toEqual([
      { text: 'Saksi ', match: false },
      { text: 'BAMBANG', match: true },
      { text: ' dan ', match: false },
      { text: 'Bambang', match: true },
      { text: ' ', match: false },
      { text: 'Kusuma', match: true },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('Saksi BAMBANG dan Bambang Kusuma');
  });

  it('treats the characters of a case number literally', () => {
    expect(highlightParts('PDS-01/M.1.10', searchTerms('M.1.10'))).toEqual([
      { text: 'PDS-01/', match: false },
      { text: 'M.1.10', match: true },
    ]);
    expect(highlightParts('PDS-01/MX1X10', searchTerms('M.1.10'))).toEqual([{ text: 'PDS-01/MX1X10', match: false }]);
  });

  it('leaves a text alone when nothing is searched', () => {
    expect(highlightParts('Sidang', [])).toEqual([{ text: 'Sidang', match: false }]);
    expect(highlightParts('', ['x'])).toEqual([]);
  });

  it('tells whether a field holds a word, and cuts a long one around its first match', () => {
    expect(containsTerm('Hendra Gunawan', ['gunawan'])).toBe(true);
    expect(containsTerm('Hendra', ['gunawan'])).toBe(false);
    const long = `${'awal '.repeat(40)}saksi Bambang Kusuma hadir ${'akhir '.repeat(40)}`;
    const cut = snippet(long, ['bambang'], 60);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toContain('Bambang Kusuma');
    expect(snippet('pendek', ['x'])).toBe('pendek');
  });
});
