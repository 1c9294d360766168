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
