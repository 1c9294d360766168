import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDayText } from '../../../lib/time/day-text';
import { officeToday } from '../../../lib/time/dates';
import { RecoveryDialog } from './recovery-dialog';

/** The recovery's day is typed as DD/MM/YYYY like every other day of the app (decisions §7.5). */
describe('recovery dialog day', () => {
  it('starts on today as DD/MM/YYYY and sends the day typed as the API’s YYYY-MM-DD', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<RecoveryDialog open onClose={vi.fn()} onSubmit={onSubmit} />);
    const day = screen.getByLabelText(/Tanggal/);
    expect(day).toHaveAttribute('type', 'text');
    expect(day).toHaveValue(formatDayText(officeToday()));
    fireEvent.change(screen.getByLabelText(/Jumlah \(Rp\)/), { target: { value: '1.250.000.000' } });
    fireEvent.change(day, { target: { value: '1/1/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ amount: 1_250_000_000, date: '2026-01-01' });
  });
});
