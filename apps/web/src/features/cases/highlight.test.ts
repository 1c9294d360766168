import { describe, expect, it, vi } from 'vitest';
import { containsTerm, HIGHLIGHT_MS, highlightParts, markCase, searchTerms, snippet } from './highlight';

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

describe('marking the case just saved (decisions §7.5)', () => {
  it('moves the focus to the case’s own control without scrolling a second time', () => {
    const card = document.createElement('article');
    card.dataset.caseId = '8';
    card.scrollIntoView = vi.fn();
    const link = document.createElement('a');
    link.href = '/case/8';
    link.setAttribute('data-reveal-focus', '');
    const focus = vi.spyOn(link, 'focus');
    card.append(document.createElement('button'), link);
    document.body.append(card);
    try {
      markCase(8, vi.fn())();
      expect(focus).toHaveBeenCalledWith({ preventScroll: true });
      expect(document.activeElement).toBe(link);
    } finally {
      card.remove();
    }
  });

  it('scrolls the case into view and takes the mark away after HIGHLIGHT_MS, unless cancelled first', () => {
    vi.useFakeTimers();
    try {
      const card = document.createElement('div');
      card.dataset.caseId = '7';
      card.scrollIntoView = vi.fn();
      document.body.append(card);
      const onEnd = vi.fn();
      markCase(7, onEnd);
      expect(card.scrollIntoView).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(HIGHLIGHT_MS - 1);
      expect(onEnd).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onEnd).toHaveBeenCalledTimes(1);

      const cancelled = vi.fn();
      markCase(7, cancelled)();
      vi.advanceTimersByTime(HIGHLIGHT_MS);
      expect(cancelled).not.toHaveBeenCalled();
      card.remove();
    } finally {
      vi.useRealTimers();
    }
  });
});
