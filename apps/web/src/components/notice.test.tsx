import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notice, useNotice } from './notice';

describe("a screen's notice", () => {
  afterEach(() => vi.useRealTimers());

  it('is closed by the timer of the notice shown, with its key', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Notice notice={{ message: 'Tersimpan', severity: 'success', key: 7 }} duration={3000} onClose={onClose} />);
    expect(screen.getByText('Tersimpan')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(onClose).toHaveBeenCalledWith(7);
  });

  it('is not taken away by the closing of the notice it replaced', () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.show('Kerugian keuangan negara disimpan', 'success'));
    const replaced = result.current.notice!.key;
    act(() => result.current.show('Pemulihan berhasil dicatat', 'success'));
    const shown = result.current.notice!.key;
    expect(shown).not.toBe(replaced);
    // The first notice's timer fires as the second is set: the second stays.
    act(() => result.current.close(replaced));
    expect(result.current.notice?.message).toBe('Pemulihan berhasil dicatat');
    act(() => result.current.close(shown));
    expect(result.current.notice).toBeNull();
  });

  it('is closed by a close without a key, whichever it is', () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.show('Berkas dihapus', 'info'));
    act(() => result.current.close());
    expect(result.current.notice).toBeNull();
  });
});
