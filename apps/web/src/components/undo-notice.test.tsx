import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http';
import { UNDO_NOTICE_MS, UndoNoticeProvider, useUndoNotice, type UndoOffer } from './undo-notice';

/** A screen that deletes something and offers its undo, as the case page and the file manager do. */
function Deleter({ offer }: { offer: Omit<UndoOffer, 'undoLabel' | 'undoneMessage' | 'undoFailedMessage'> }) {
  const offerUndo = useUndoNotice();
  return (
    <button
      type="button"
      onClick={() =>
        offerUndo({
          ...offer,
          undoLabel: 'Urungkan',
          undoneMessage: 'Kasus dipulihkan',
          undoFailedMessage: 'Gagal memulihkan kasus',
        })
      }
    >
      Hapus
    </button>
  );
}

const renderDeleter = (undo: () => Promise<unknown>) =>
  render(
    <UndoNoticeProvider>
      <Deleter offer={{ message: 'Jadwal berhasil dihapus', undo }} />
    </UndoNoticeProvider>,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('the delete notice with "Urungkan" (decisions §7.3)', () => {
  it('offers Urungkan with the message; a click restores at once and says so', async () => {
    const undo = vi.fn().mockResolvedValue(undefined);
    renderDeleter(undo);
    fireEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Jadwal berhasil dihapus');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Urungkan' }));
    });
    expect(undo).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Kasus dipulihkan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Urungkan' })).not.toBeInTheDocument();
  });

  it('keeps the offer for its 6 seconds, then hides it', () => {
    vi.useFakeTimers();
    renderDeleter(() => Promise.resolve());
    fireEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    act(() => {
      vi.advanceTimersByTime(UNDO_NOTICE_MS - 100);
    });
    expect(screen.getByRole('button', { name: 'Urungkan' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('button', { name: 'Urungkan' })).not.toBeInTheDocument();
    expect(UNDO_NOTICE_MS).toBe(6000);
  });

  it("says why an undo failed, in the server's words when it has them", async () => {
    const refusal = new HttpError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 404,
      data: { message: 'Kasus tidak ada di Sampah' },
      headers: {},
    });
    renderDeleter(() => Promise.reject(refusal));
    fireEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Urungkan' }));
    });
    expect(await screen.findByText('Kasus tidak ada di Sampah')).toBeInTheDocument();
  });

  it('does nothing outside the logged-in frame', () => {
    render(<Deleter offer={{ message: 'Jadwal berhasil dihapus', undo: () => Promise.resolve() }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
