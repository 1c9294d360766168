import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportButtons } from './export-buttons';

const downloadExport = vi.fn();
vi.mock('../lib/content/download-export', () => ({
  downloadExport: (...args: unknown[]) => downloadExport(...args) as unknown,
}));

describe('ExportButtons', () => {
  beforeEach(() => {
    downloadExport.mockReset();
  });

  it('asks for the screen’s filters in the chosen format, says "Menyiapkan…" meanwhile, then names the file', async () => {
    let finish: (name: string) => void = () => undefined;
    downloadExport.mockReturnValue(new Promise<string>((resolve) => (finish = resolve)));
    const onDone = vi.fn();
    render(<ExportButtons path="/cases/export" params={{ type: 'penyidikan', q: 'korupsi' }} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor PDF' }));
    expect(downloadExport).toHaveBeenCalledWith('/cases/export', { type: 'penyidikan', q: 'korupsi', format: 'pdf' });
    expect(screen.getByRole('button', { name: 'Menyiapkan…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ekspor Excel' })).toBeDisabled();
    finish('kasus-penyidikan-2026-11-25.pdf');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('kasus-penyidikan-2026-11-25.pdf diunduh', 'success'));
    expect(screen.getByRole('button', { name: 'Ekspor PDF' })).toBeEnabled();
  });

  it('tells the Indonesian message of a failure', async () => {
    downloadExport.mockImplementation(() => Promise.reject(new Error('Format ekspor harus xlsx atau pdf')));
    const onDone = vi.fn();
    render(<ExportButtons path="/schedule/export" params={{ date: '2026-11-23' }} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor Excel' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Format ekspor harus xlsx atau pdf', 'error'));
  });
});
