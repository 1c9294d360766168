import type { ReactNode } from 'react';

/**
 * Which columns hold prose (a note, the charges): one whose longest cell runs past `PROSE_LENGTH` characters keeps a
 * readable width, so that its rows do not grow a word per line while short columns keep their room.
 */
export function proseColumns(rows: string[][], count: number): boolean[] {
  return Array.from({ length: count }, (_, index) => rows.some((row) => (row[index]?.length ?? 0) > PROSE_LENGTH));
}
const PROSE_LENGTH = 60;

/**
 * A cell's text with each number ('PRINT-186/M.1.10/Fd.1/11/2026', '04/12/2026') kept on one line: a browser may
 * break a line after a hyphen or a slash, and a number split over two lines is misread.
 */
export function withWholeNumbers(cell: string): ReactNode {
  if (!NUMBER_WORD.test(cell)) {
    return cell;
  }
  return cell.split(/( +)/).map((word, index) =>
    NUMBER_WORD.test(word) && word.length <= 40 ? (
      <span key={index} className="register-number">
        {word}
      </span>
    ) : (
      word
    ),
  );
}
const NUMBER_WORD = /[-/]/;
