import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HearingTime } from './hearing-time';

describe('a hearing’s hour', () => {
  it('is written as the office writes an hour', () => {
    const { container } = render(<HearingTime time="09:30" />);
    expect(container.textContent).toBe('09.30');
  });

  it('without one, shows a dash and names it "Jam belum ditentukan" for a screen reader and under the pointer', () => {
    const { container } = render(<HearingTime time={null} />);
    expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Jam belum ditentukan')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('title', 'Jam belum ditentukan');
  });

  it('spelled, says the words on the screen where the hour stands alone', () => {
    const { container } = render(<HearingTime time={null} spelled />);
    expect(container.textContent).toBe('Jam belum ditentukan');
  });
});
