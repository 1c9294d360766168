import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withWholeNumbers } from './whole-numbers';

describe('numbers kept whole in a text', () => {
  it('wraps each number so that it moves to the next line whole, and leaves the rest of the text as it is', () => {
    const { container } = render(<p>{withWholeNumbers('Eksekusi · PRINT-100/M.1.10/Fu.1/11/2026, 04/12/2026')}</p>);
    expect(container.textContent).toBe('Eksekusi · PRINT-100/M.1.10/Fu.1/11/2026, 04/12/2026');
    const spans = [...container.querySelectorAll('span')];
    expect(spans.map((span) => span.textContent)).toEqual(['PRINT-100/M.1.10/Fu.1/11/2026,', '04/12/2026']);
    expect(spans[0]).toHaveStyle({ display: 'inline-block', maxWidth: '100%' });
  });

  it("gives a table's spans its class instead of the style", () => {
    const { container } = render(<p>{withWholeNumbers('PRINT-22/M.1.10/Fd.1/12/2026', 'register-number')}</p>);
    const span = container.querySelector('span')!;
    expect(span).toHaveClass('register-number');
    expect(span).not.toHaveAttribute('style');
  });

  it('gives text without a number back as it is, and leaves a word longer than 40 characters free to break', () => {
    expect(withWholeNumbers('Pasal 3 UU No. 8 Tahun 2010 tentang TPPU')).toBe(
      'Pasal 3 UU No. 8 Tahun 2010 tentang TPPU',
    );
    const long = `A-${'b'.repeat(45)}`;
    const { container } = render(<p>{withWholeNumbers(`lihat ${long}`)}</p>);
    expect(container.textContent).toBe(`lihat ${long}`);
    expect(container.querySelector('span')).toBeNull();
  });
});
