import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ItemCard } from './item-card';

const longName = 'Berita Acara Pemeriksaan Saksi.pdf';

describe('an item of the file grid (requirements §2, decisions §7.5)', () => {
  it('shows a long file name shortened, named in full for screen readers', () => {
    render(<ItemCard type="file" name={longName} detail="1 KB" onAction={vi.fn()} />);
    expect(screen.getByText('Berita Aca….pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: longName })).toBeInTheDocument();
  });

  it('shows the full name in a tooltip on keyboard focus', async () => {
    vi.useFakeTimers();
    try {
      render(<ItemCard type="file" name={longName} detail="1 KB" onAction={vi.fn()} />);
      const card = screen.getByRole('button', { name: longName });
      // MUI opens a tooltip on focus only when the focus is visible, as from the keyboard.
      fireEvent.keyDown(document.body, { key: 'Tab' });
      act(() => card.focus());
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(screen.getByRole('tooltip')).toHaveTextContent(longName);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the full name in a tooltip on hover', async () => {
    render(<ItemCard type="file" name={longName} detail="1 KB" onAction={vi.fn()} />);
    fireEvent.mouseOver(screen.getByRole('button', { name: longName }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(longName);
  });
});
