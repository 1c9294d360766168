import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EvidenceDialog } from './evidence-dialog';

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The evidence dialog's days are typed as DD/MM/YYYY like every other day of the app (decisions §7.5). */
describe('evidence dialog days', () => {
  it('takes the seizure day as DD/MM/YYYY, names its weekday, and sends the API’s YYYY-MM-DD', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<EvidenceDialog open onClose={vi.fn()} onSubmit={onSubmit} />);
    type(/Uraian/, 'Emas batangan Antam');
    type(/Jumlah/, '2,5');
    const day = screen.getByLabelText('Tanggal penyitaan');
    expect(day).toHaveAttribute('type', 'text');
    expect(day).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    type('Tanggal penyitaan', '31/12/2025');
    expect(screen.getByText(/Rabu, 31 Desember 2025/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ seizure_date: '2025-12-31', status_date: null });
  });

  it('refuses a day that does not exist instead of sending it', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<EvidenceDialog open onClose={vi.fn()} onSubmit={onSubmit} />);
    type(/Uraian/, 'Mobil Toyota Fortuner');
    type(/Jumlah/, '1');
    type('Tanggal penyitaan', '29/02/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Tanggal tidak valid')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
