import type { ImportField, ImportHeading, ImportMapping } from '@pidsus/shared';

/**
 * A heading or a value as compared (decisions §8.7): accents dropped (NFD), lower case, dots removed, every other
 * punctuation a space, spaces collapsed. `Tgl. Sidang` → `tgl sidang`, `Tersangka/Terdakwa` → `tersangka terdakwa`.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The headings the import knows, by field (decisions §8.7), as `normalizeText` gives them. */
export const KNOWN_HEADINGS: Record<ImportField, readonly string[]> = {
  number: ['nomor', 'no perkara', 'nomor perkara'],
  title: ['judul', 'perkara', 'uraian'],
  type: ['kategori', 'tahap'],
  date: ['tanggal', 'tgl sidang', 'tanggal sidang'],
  time: ['jam'],
  location: ['tempat'],
  status: ['status'],
  prosecutor: ['jaksa'],
  witnesses: ['saksi'],
  parties: ['pihak terkait'],
  description: ['deskripsi'],
  // `Tersangka/Terdakwa` is the app's own export's heading (exports/document.ts).
  defendants: ['tersangka', 'terdakwa', 'terlapor', 'terpidana', 'tersangka terdakwa'],
  charges: ['pasal'],
  state_loss: ['kerugian negara', 'kerugian keuangan negara'],
};

const fieldOfHeading = new Map<string, ImportField>(
  Object.entries(KNOWN_HEADINGS).flatMap(([field, names]) => names.map((name) => [name, field as ImportField])),
);

/** The field a heading names, or null for one the import does not know (`No`, `Tim`). */
export const guessField = (heading: string): ImportField | null => fieldOfHeading.get(normalizeText(heading)) ?? null;

/** Whether a row is the heading row: at least two cells name a known field. */
export const isHeadingRow = (cells: readonly string[]): boolean =>
  cells.filter((cell) => guessField(cell) !== null).length >= 2;

/** A heading of the file with its field and its column's index. */
export type MappedHeading = ImportHeading & { index: number };

/**
 * The mapping of a heading row: each non-empty heading with its field, the guess unless `mapping` names the heading
 * (null: ignored). A field is filled by its first column only; a later column naming it again is ignored.
 */
export function mapHeadings(cells: readonly string[], mapping: ImportMapping = {}): MappedHeading[] {
  const taken = new Set<ImportField>();
  const headings: MappedHeading[] = [];
  cells.forEach((cell, index) => {
    const heading = cell.trim();
    if (heading === '') {
      return;
    }
    const wanted = Object.hasOwn(mapping, heading) ? (mapping[heading] ?? null) : guessField(heading);
    const field = wanted !== null && !taken.has(wanted) ? wanted : null;
    if (field) {
      taken.add(field);
    }
    headings.push({ heading, field, index });
  });
  return headings;
}
