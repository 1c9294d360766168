import { keyframes, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/*
 * The cases' two marks: the words searched for, in a search's results (decisions §7.5, search across the stages),
 * and the case just saved, in a list or on its detail (decisions §7.5, after 'Simpan').
 */

/** A piece of a text, and whether it is one of the words searched for. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** The words of a search (two letters or more), longest first so that a longer word wins over its prefix. */
export function searchTerms(query: string): string[] {
  const words = query
    .toLocaleLowerCase('id')
    .split(/[\s"'“”]+/)
    .map((word) => word.trim())
    .filter((word) => word.length >= 2);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` cut into the parts that are search words (case-insensitively) and the parts between them. */
export function highlightParts(text: string, terms: string[]): TextPart[] {
  if (terms.length === 0 || !text) {
    return text ? [{ text, match: false }] : [];
  }
  const pattern = new RegExp(`(${terms.map(escape).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: terms.includes(part.toLocaleLowerCase('id')) }));
}

/** Whether `text` holds one of the words. */
export const containsTerm = (text: string, terms: string[]) => {
  const lower = text.toLocaleLowerCase('id');
  return terms.some((term) => lower.includes(term));
};

/**
 * A window of about `width` characters of a long `text` around its first search word, with '…' where it was cut,
 * so that a match deep in a description still shows in a result.
 */
export function snippet(text: string, terms: string[], width = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= width) {
    return flat;
  }
  const lower = flat.toLocaleLowerCase('id');
  const at = Math.min(...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0), flat.length);
  const start = at >= flat.length ? 0 : Math.max(0, at - Math.floor(width / 3));
  const end = Math.min(flat.length, start + width);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

/** How long a case just saved stays marked (decisions §7.5): long enough to find it, short enough to go. */
export const HIGHLIGHT_MS = 4000;
const fade = keyframes`
  0%, 60% { outline-color: var(--case-highlight); box-shadow: 0 0 0 6px var(--case-highlight-glow); }
  100% { outline-color: transparent; box-shadow: 0 0 0 6px transparent; }
`;

/**
 * The mark of a case just saved, on any element with `data-highlighted`: a gold outline that fades. Without
 * motion (prefers-reduced-motion) it stays still, and goes when the attribute does.
 */
export const highlightStyle = (theme: Theme): SystemStyleObject<Theme> => ({
  '&[data-highlighted]': {
    '--case-highlight': theme.palette.secondary.main,
    '--case-highlight-glow': 'rgba(148, 108, 16, 0.18)',
    outline: '3px solid var(--case-highlight)',
    outlineOffset: '2px',
    animation: `${fade} ${HIGHLIGHT_MS}ms ease-in forwards`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Scrolls the element of case `caseId` (`data-case-id`) to the middle of the screen, gliding unless motion is reduced,
 * and moves the keyboard focus to its `data-reveal-focus` control (a card's 'Lihat Detail') without a second scroll:
 * the focus is not left behind at the top of the page, and a dialog closing meanwhile does not pull the page back to
 * the button that opened it (the list's dialog then leaves the focus where this puts it).
 */
export function scrollToCase(caseId: number): boolean {
  const element = document.querySelector(`[data-case-id="${caseId}"]`);
  if (!element) {
    return false;
  }
  element.scrollIntoView?.({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
  element.querySelector<HTMLElement>('[data-reveal-focus]')?.focus({ preventScroll: true });
  return true;
}

/**
 * Marks the case `caseId` just saved, for a list (useRevealCase) or its detail (useHighlight): scrolls it into view,
 * then after HIGHLIGHT_MS calls `onEnd`, which takes the mark away. Returns what cancels the wait (an effect's cleanup).
 */
export function markCase(caseId: number, onEnd: () => void): () => void {
  scrollToCase(caseId);
  const timer = setTimeout(onEnd, HIGHLIGHT_MS);
  return () => clearTimeout(timer);
}
