import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { User } from '@pidsus/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { HttpError, type HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/session/profile';
import { NotifyAllSwitch } from './notify-all-switch';

const user: User = {
  id: 4,
  username: 'Agus Setiawan',
  email: 'agus@kejati.go.id',
  position: 'Kepala Seksi Penyidikan',
  phone: '0812',
  office: 'Kejati',
  avatar_url: null,
  role: 'user',
  notify_all: false,
};

let put: MockInstance<typeof api.put>;

/** As on the profile screen: the switch shows the cached profile, which a save replaces. */
function Harness({ onNotice }: { onNotice: () => void }) {
  const profile = useQuery({ queryKey: profileQueryKey, queryFn: () => user, initialData: user, staleTime: Infinity });
  return <NotifyAllSwitch user={profile.data} onNotice={onNotice} />;
}

function renderSwitch() {
  const onNotice = vi.fn();
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <Harness onNotice={onNotice} />
    </QueryClientProvider>,
  );
  const toggle = screen.getByRole('switch', { name: 'Terima notifikasi semua kasus' });
  return { onNotice, toggle, queryClient };
}

describe('profile: Terima notifikasi semua kasus (decisions §7.1)', () => {
  beforeEach(() => {
    put = vi.spyOn(api, 'put');
  });
  afterEach(() => put.mockRestore());

  it('saves the choice with the rest of the profile unchanged, and says what it means', async () => {
    put.mockResolvedValue({ data: { ...user, notify_all: true } } as HttpResponse<User>);
    const { toggle, onNotice, queryClient } = renderSwitch();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/hanya diberi tahu tentang kasus yang timnya memuat Anda/);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith('Anda akan menerima notifikasi semua kasus', 'success'));
    expect(put).toHaveBeenCalledWith('/profile', {
      username: 'Agus Setiawan',
      email: 'agus@kejati.go.id',
      position: 'Kepala Seksi Penyidikan',
      phone: '0812',
      office: 'Kejati',
      notify_all: true,
    });
    expect(queryClient.getQueryData<User>(profileQueryKey)?.notify_all).toBe(true);
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
  });

  it("shows the server's refusal and puts the switch back", async () => {
    put.mockRejectedValue(
      new HttpError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 400,
        data: { message: 'Pilihan notifikasi tidak valid' },
        headers: {},
      } as HttpResponse),
    );
    const { toggle, onNotice } = renderSwitch();
    fireEvent.click(toggle);
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith('Pilihan notifikasi tidak valid', 'error'));
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
  });
});
