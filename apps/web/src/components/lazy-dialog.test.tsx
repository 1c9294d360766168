import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog, usePreloadWhenIdle } from './lazy-dialog';

function Shown({ open, label }: { open: boolean; label: string; onClose?: () => void }) {
  return open ? <div role="dialog" aria-label={label} /> : <p>tertutup</p>;
}

/** A loader the test releases when it wants, counting its calls. */
function controlledLoader() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const load = vi.fn(() => gate.then(() => Shown));
  return { load, release };
}

describe('lazyDialog', () => {
  it('loads nothing and renders nothing while the dialog has never been opened', () => {
    const { load } = controlledLoader();
    const Dialog = lazyDialog(load);
    const { container } = render(<Dialog open={false} label="Ubah" />);
    expect(load).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the code at the first opening, with a spinner until it has come, then shows the dialog', async () => {
    const { load, release } = controlledLoader();
    const Dialog = lazyDialog(load);
    const { rerender } = render(<Dialog open={false} label="Ubah" />);
    rerender(<Dialog open label="Ubah" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Memuat…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('dialog', { name: 'Ubah' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Memuat…')).not.toBeInTheDocument();
  });

  it('stays mounted once opened, so that closing is the dialog’s own (its transition), and loads only once', async () => {
    const { load, release } = controlledLoader();
    release();
    const Dialog = lazyDialog(load);
    const { rerender } = render(<Dialog open label="Ubah" />);
    expect(await screen.findByRole('dialog', { name: 'Ubah' })).toBeInTheDocument();
    rerender(<Dialog open={false} label="Ubah" />);
    expect(screen.getByText('tertutup')).toBeInTheDocument();
    rerender(<Dialog open label="Ubah" />);
    expect(screen.getByRole('dialog', { name: 'Ubah' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives up the opening on Escape or a click while the code is still on its way', () => {
    const { load } = controlledLoader();
    const Dialog = lazyDialog(load);
    const onClose = vi.fn();
    render(<Dialog open label="Ubah" onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByLabelText('Memuat…'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shares one download between an early preload and the opening, which then shows the dialog at once', async () => {
    const { load, release } = controlledLoader();
    const Dialog = lazyDialog(load);
    const preloaded = Dialog.preload();
    release();
    await preloaded;
    const { rerender } = render(<Dialog open={false} label="Ubah" />);
    // In the same render as the opening: no spinner, no suspense (React would hold the dialog back for 300 ms).
    rerender(<Dialog open label="Ubah" />);
    expect(screen.getByRole('dialog', { name: 'Ubah' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Memuat…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a dialog opened before its code came mounted once the code is here', async () => {
    const { load, release } = controlledLoader();
    const Dialog = lazyDialog(load);
    const { rerender } = render(<Dialog open label="Ubah" />);
    release();
    const first = await screen.findByRole('dialog', { name: 'Ubah' });
    rerender(<Dialog open label="Ubah" />);
    expect(screen.getByRole('dialog', { name: 'Ubah' })).toBe(first);
  });

  it('tries a failed preload again at the opening', async () => {
    const load = vi
      .fn<() => Promise<typeof Shown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Shown);
    const Dialog = lazyDialog(load);
    await expect(Dialog.preload()).rejects.toThrow('offline');
    render(<Dialog open label="Ubah" />);
    expect(await screen.findByRole('dialog', { name: 'Ubah' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('usePreloadWhenIdle', () => {
  it('preloads once the page is idle, only when ready, and not after the page is gone', () => {
    const idle: (() => void)[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    try {
      const preload = vi.fn(() => Promise.resolve());
      const { rerender, unmount } = renderHook(({ ready }) => usePreloadWhenIdle(preload, ready), {
        initialProps: { ready: false },
      });
      expect(idle).toHaveLength(0);
      rerender({ ready: true });
      expect(idle).toHaveLength(1);
      expect(preload).not.toHaveBeenCalled();
      idle[0]?.();
      expect(preload).toHaveBeenCalledTimes(1);
      unmount();
      expect(cancelled).toEqual([1]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('runs several loads one after another, each in an idle period of its own, none after the page is gone', async () => {
    const idle: (() => void)[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    try {
      const answers: (() => void)[] = [];
      const step = () => vi.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
      const steps = [step(), step(), step()] as const;
      const { unmount } = renderHook(() => usePreloadWhenIdle(steps, true));
      expect(idle).toHaveLength(1);
      idle[0]?.();
      expect(steps[0]).toHaveBeenCalledTimes(1);
      // The next waits for the first to have come, then for an idle period of its own.
      await Promise.resolve();
      expect(idle).toHaveLength(1);
      answers[0]?.();
      await vi.waitFor(() => expect(idle).toHaveLength(2));
      expect(steps[1]).not.toHaveBeenCalled();
      idle[1]?.();
      expect(steps[1]).toHaveBeenCalledTimes(1);
      expect(steps[2]).not.toHaveBeenCalled();
      // Left while the second loads: its arrival starts nothing more.
      unmount();
      answers[1]?.();
      await Promise.resolve();
      await Promise.resolve();
      expect(idle).toHaveLength(2);
      expect(steps[2]).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stops at a load that fails, leaving the rest to the opening', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const failing = vi.fn(() => Promise.reject(new Error('offline')));
      const next = vi.fn(() => Promise.resolve());
      const steps = [failing, next] as const;
      const { unmount } = renderHook(() => usePreloadWhenIdle(steps, true));
      idle[0]?.();
      expect(failing).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(idle).toHaveLength(1);
      expect(next).not.toHaveBeenCalled();
      // Unmounted while the stubs are there: the clean-up cancels through them.
      unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
