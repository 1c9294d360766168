import mime from 'mime-types';
import { isValidItemName, MAX_LENGTH } from '@pidsus/shared';

/** The name given to an upload whose own name has nothing usable left. */
export const FALLBACK_FILE_NAME = 'berkas';

/** Splits `laporan.final.pdf` into `laporan.final` and `.pdf`; a leading dot is not an extension. */
export function splitExtension(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? { stem: name.slice(0, dot), extension: name.slice(dot) } : { stem: name, extension: '' };
}

/**
 * An uploaded file's name as a plain name: whatever a client sends (`../../etc/passwd`, `C:\\x.pdf`,
 * NUL bytes, control characters) keeps only its last part without control characters, and is cut to
 * 255 characters keeping the extension. It is only ever stored in the database, never used on disk.
 */
export function plainFileName(filename: string): string {
  const last = filename.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!isValidItemName(cleaned)) {
    return FALLBACK_FILE_NAME;
  }
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_LENGTH.itemName) {
    return cleaned;
  }
  const { extension } = splitExtension(cleaned);
  const keep = Array.from(extension).length < 20 ? extension : '';
  return characters.slice(0, MAX_LENGTH.itemName - Array.from(keep).length).join('') + keep;
}

/** `laporan (2).pdf` for `laporan.pdf` and 2. */
export function numberedName(name: string, n: number): string {
  const { stem, extension } = splitExtension(name);
  const suffix = ` (${n})`;
  const room = MAX_LENGTH.itemName - Array.from(suffix + extension).length;
  return `${Array.from(stem).slice(0, Math.max(1, room)).join('')}${suffix}${extension}`;
}

/** The beginning of the stem that every numbered name of `name` keeps (for n below a million). */
export function numberedNamePrefix(name: string): string {
  const { stem, extension } = splitExtension(name);
  const room = MAX_LENGTH.itemName - Array.from(` (999999)${extension}`).length;
  return Array.from(stem).slice(0, Math.max(1, room)).join('');
}

/** The type a file's name gives it: always from the name, on upload and on rename, never what a client claimed. */
export const typeOfName = (name: string): string => mime.lookup(name) || 'application/octet-stream';
