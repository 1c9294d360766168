import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DetentionDialog } from './detention-dialog';

const defendants = [{ id: 1, name: 'Joko' }];

describe('the detention dialog (decisions §8.2)', () => {
  it('stays open while the start is typed a character at a time, showing its arithmetic only for a whole day', () => {
    render(<DetentionDialog open defendants={defendants} periods={[]} onClose={vi.fn()} onSubmit={vi.fn()} />);
    const start = screen.getByLabelText(/^Tanggal mulai/);
    fireEvent.change(start, { target: { value: '01/03/2026' } });
    expect(screen.getByText('1/3/2026 + 20 hari (hari pertama dihitung) = s/d 20/3/2026')).toBeInTheDocument();
    // What a keyboard gives on the way to a day, and a day that does not exist: no arithmetic, and no crash.
    for (const text of ['', '1', '01/03/202', '31/02/2026']) {
      fireEvent.change(start, { target: { value: text } });
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(screen.queryByText(/hari pertama dihitung\) = s\/d/)).not.toBeInTheDocument();
    }
    fireEvent.change(start, { target: { value: '20/12/2026' } });
    expect(screen.getByText('20/12/2026 + 20 hari (hari pertama dihitung) = s/d 8/1/2027')).toBeInTheDocument();
  });
});
