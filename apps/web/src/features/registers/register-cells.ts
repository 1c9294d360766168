/**
 * Which columns hold prose (a note, the charges): one whose longest cell runs past `PROSE_LENGTH` characters keeps a
 * readable width, so that its rows do not grow a word per line while short columns keep their room.
 */
export function proseColumns(rows: string[][], count: number): boolean[] {
  return Array.from({ length: count }, (_, index) => rows.some((row) => (row[index]?.length ?? 0) > PROSE_LENGTH));
}
const PROSE_LENGTH = 60;
