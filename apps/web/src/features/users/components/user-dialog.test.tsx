import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@pidsus/shared';
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

  it('leaves an empty password out of the edit payload', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: budi } as AxiosResponse<User>);
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
});
