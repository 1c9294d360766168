import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@pidsus/shared';
import type { HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { UserDialog } from './user-dialog';

const budi: User = {
  id: 7,
  username: 'Budi Santoso',
  email: 'budi@kejaksaan.go.id',
  position: 'Jaksa',
  phone: '',
  office: 'Kejari',
  avatar_url: null,
  role: 'user',
  notify_all: false,
};

function renderDialog(user: User | null) {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UserDialog open user={user} formKey={1} currentUserId={1} onClose={vi.fn()} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onSaved };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

describe('user dialog (requirements §5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the spec messages on submit and clears a field’s error as soon as it is typed in', async () => {
    const post = vi.spyOn(api, 'post');
    renderDialog(null);
    save();
    expect(await screen.findByText('Username harus diisi')).toBeInTheDocument();
    expect(screen.getByText('Email harus diisi')).toBeInTheDocument();
    expect(screen.getByText('Password harus diisi untuk pengguna baru')).toBeInTheDocument();
    type('Username', 'B');
    await waitFor(() => expect(screen.queryByText('Username harus diisi')).not.toBeInTheDocument());
    expect(screen.getByText('Email harus diisi')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('tells the rule the server holds for a new password: at least 10 characters', () => {
    renderDialog(null);
    expect(screen.getByText('Minimal 10 karakter.')).toBeInTheDocument();
  });

  it('leaves an empty password out of the edit payload', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: budi } as HttpResponse<User>);
    const { onSaved } = renderDialog(budi);
    type('Jabatan', 'Kasi Pidsus');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Pengguna berhasil diperbarui'));
    const [url, body] = put.mock.calls[0] ?? [];
    expect(url).toBe('/users/7');
    expect(body).toEqual({
      username: 'Budi Santoso',
      email: 'budi@kejaksaan.go.id',
      position: 'Kasi Pidsus',
      phone: '',
      office: 'Kejari',
      role: 'user',
    });
  });

  describe("'Buat kata sandi' and 'Salin' (decisions §7.5)", () => {
    const clipboard = (writeText: ((text: string) => Promise<void>) | undefined) =>
      Object.defineProperty(navigator, 'clipboard', {
        value: writeText ? { writeText } : undefined,
        configurable: true,
      });
    afterEach(() => clipboard(undefined));

    it('fills a random 16-character password in clear text, copies it with Salin, and creates the user with it', async () => {
      const writeText = vi.fn(() => Promise.resolve());
      clipboard(writeText);
      const post = vi.spyOn(api, 'post').mockResolvedValue({ data: budi } as HttpResponse<User>);
      const { onSaved } = renderDialog(null);
      expect(screen.queryByRole('button', { name: 'Salin' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Buat kata sandi' }));
      const input = screen.getByLabelText('Password', { exact: false }) as HTMLInputElement;
      expect(input.type).toBe('text');
      expect(input.value).toMatch(/^[A-Za-z0-9]{16}$/);
      // The label moves up out of the way of the filled-in text.
      expect(document.querySelector(`label[for="${input.id}"]`)).toHaveAttribute('data-shrink', 'true');
      const password = input.value;
      fireEvent.click(screen.getByRole('button', { name: 'Salin' }));
      expect(await screen.findByText('Disalin')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(password);
      fireEvent.click(screen.getByRole('button', { name: 'Buat kata sandi' }));
      expect(input.value).not.toBe(password);
      expect(screen.queryByText('Disalin')).not.toBeInTheDocument();
      type('Username', 'Budi Santoso');
      type('Email', 'budi@kejaksaan.go.id');
      save();
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Pengguna berhasil ditambahkan'));
      expect(post.mock.calls[0]?.[1]).toMatchObject({ password: input.value });
    });

    it('clears a password error when it fills one', async () => {
      renderDialog(null);
      save();
      expect(await screen.findByText('Password harus diisi untuk pengguna baru')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Buat kata sandi' }));
      await waitFor(() =>
        expect(screen.queryByText('Password harus diisi untuk pengguna baru')).not.toBeInTheDocument(),
      );
    });

    it('copies by selection where there is no Clipboard API, and says how to copy by hand when that fails too', async () => {
      const execCommand = vi.fn(() => true);
      Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
      renderDialog(budi);
      fireEvent.click(screen.getByRole('button', { name: 'Buat kata sandi' }));
      fireEvent.click(screen.getByRole('button', { name: 'Salin' }));
      expect(await screen.findByText('Disalin')).toBeInTheDocument();
      expect(execCommand).toHaveBeenCalledWith('copy');
      const input = screen.getByLabelText('Password', { exact: false }) as HTMLInputElement;
      expect(document.activeElement).toBe(input);
      execCommand.mockReturnValue(false);
      fireEvent.click(screen.getByRole('button', { name: 'Buat kata sandi' }));
      fireEvent.click(screen.getByRole('button', { name: 'Salin' }));
      expect(await screen.findByText(/salin secara manual/)).toBeInTheDocument();
    });

    it('is not offered for the admin’s own account, whose password changes on the profile', () => {
      renderDialog({ ...budi, id: 1 });
      expect(screen.queryByRole('button', { name: 'Buat kata sandi' })).not.toBeInTheDocument();
    });
  });
});
