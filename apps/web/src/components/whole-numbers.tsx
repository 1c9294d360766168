import type { ReactNode } from 'react';

const NUMBER_WORD = /[-/]/;
/** Moves to the next line whole; breaks inside only when it is wider than the line itself. */
const wholeStyle = { display: 'inline-block', maxWidth: '100%' } as const;

/**
 * A text with each number in it ('PRINT-186/M.1.10/Fd.1/11/2026', '04/12/2026') kept whole: a browser may break a
 * line after a hyphen or a slash, and a number split over two lines ('PRINT-' / '186/…') is misread. Each word with a
 * hyphen or a slash, up to 40 characters, becomes a span that moves to the next line whole; with `className` the
 * span takes that class instead (a table's rule that keeps it on one line: the column then widens to it).
 */
export function withWholeNumbers(text: string, className?: string): ReactNode {
  if (!NUMBER_WORD.test(text)) {
    return text;
  }
  return text.split(/( +)/).map((word, index) =>
    NUMBER_WORD.test(word) && word.length <= 40 ? (
      <span key={index} className={className} style={className ? undefined : wholeStyle}>
        {word}
      </span>
    ) : (
      word
    ),
  );
}
