import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PreviewDialog } from './preview-dialog';

describe('the preview dialog (requirements §2, decisions §7.5)', () => {
  it('is titled and named with the full file name, not the grid’s shortened one', () => {
    const name = 'Berita Acara Pemeriksaan Saksi Kunci Tahap Dua.pdf';
    render(
      <PreviewDialog
        preview={{ name, kind: 'pdf', url: null, failed: false }}
        onDownload={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name });
    expect(dialog).toHaveTextContent(name);
    expect(screen.queryByText(/…/)).not.toBeInTheDocument();
  });
});
