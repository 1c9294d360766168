import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLoader } from './page-loader';

describe('the loader of a page opened afresh (docs/performance.md, "The first screen’s loader is a bar")', () => {
  it('is a named progress bar in the page’s one main', () => {
    render(<PageLoader />);
    expect(screen.getByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('progressbar'));
  });

  it('paints nothing a browser counts as content (no text, no SVG, no image), so the first contentful paint is the screen', () => {
    const { container } = render(<PageLoader />);
    // A first contentful paint is text, an image, an SVG or a canvas; a spinner is an SVG. Lighthouse counts the
    // blocking time from that paint: a spinner made every task of the screen's first render count.
    expect(container.querySelectorAll('svg, img, canvas, video')).toHaveLength(0);
    expect(container.textContent).toBe('');
  });
});
