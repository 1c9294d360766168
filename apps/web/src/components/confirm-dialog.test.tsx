import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError, type HttpResponse } from '../lib/http';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** A promise the test settles when it wants. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function renderDialog(props: Partial<ConfirmDialogProps>) {
  const onClose = vi.fn();
  const all: ConfirmDialogProps = {
    open: true,
    title: 'Konfirmasi Penghapusan',
    text: 'Hapus file "a.txt"?',
    confirmLabel: 'Hapus',
    cancelLabel: 'Batal',
    danger: true,
    failureText: 'Gagal menghapus item',
    onConfirm: () => Promise.resolve(),
    onClose,
    ...props,
  };
  const view = render(<ConfirmDialog {...all} />);
  const dialog = screen.getByRole('dialog', { name: 'Konfirmasi Penghapusan' });
  const button = (name: string) => screen.getByRole('button', { name });
  return { view, all, dialog, button, onClose };
}

const serverRefusal = (message: string) =>
  new HttpError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 404,
    data: { message },
    headers: {},
  } as HttpResponse);

describe('ConfirmDialog', () => {
  it('is named by its title and shows its question', () => {
    const { dialog } = renderDialog({});
    expect(dialog).toHaveTextContent('Hapus file "a.txt"?');
  });

  it('stays open, with both buttons disabled, while its action runs; Escape does not close it', async () => {
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    const { dialog, button, onClose } = renderDialog({ onConfirm });
    fireEvent.click(button('Hapus'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button('Hapus')).toBeDisabled());
    expect(button('Batal')).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    // A second click while it runs does not start the action again.
    fireEvent.click(button('Hapus'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => action.resolve());
    expect(button('Hapus')).toBeEnabled();
    expect(button('Batal')).toBeEnabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the action's error, the server's message first, and lets the user try again or cancel", async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(serverRefusal('Item tidak ditemukan'));
    const { dialog, button, onClose } = renderDialog({ onConfirm });
    fireEvent.click(button('Hapus'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Item tidak ditemukan');
    expect(dialog).toBeVisible();
    expect(button('Hapus')).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();

    // Without a message of the server's own: the caller's failure text. A new try clears the old error.
    onConfirm.mockRejectedValueOnce(new Error('boom'));
    fireEvent.click(button('Hapus'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Gagal menghapus item'));
    onConfirm.mockResolvedValueOnce(undefined);
    fireEvent.click(button('Hapus'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // The error goes at the click; Batal comes back only once the action has settled.
    await waitFor(() => expect(button('Batal')).toBeEnabled());
    expect(onConfirm).toHaveBeenCalledTimes(3);
    fireEvent.click(button('Batal'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('forgets an old error once it has closed', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new Error('boom'));
    const { view, all, button } = renderDialog({ onConfirm });
    fireEvent.click(button('Hapus'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal menghapus item');
    view.rerender(<ConfirmDialog {...all} onConfirm={onConfirm} open={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    view.rerender(<ConfirmDialog {...all} onConfirm={onConfirm} open />);
    expect(screen.getByRole('dialog', { name: 'Konfirmasi Penghapusan' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
