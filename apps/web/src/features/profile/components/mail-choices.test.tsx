import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/session/profile';
import { MailChoices, type ProfileWithMail } from './mail-choices';

const user: ProfileWithMail = {
  id: 4,
  username: 'Agus Setiawan',
  email: 'agus@kejati.go.id',
  position: 'Jaksa',
  phone: '',
  office: 'Kejati',
  avatar_url: null,
  role: 'user',
  notify_all: false,
  mail_docket: true,
  mail_reminders: false,
  mail_notifications: false,
};

function Harness({ onNotice }: { onNotice: () => void }) {
  const profile = useQuery({ queryKey: profileQueryKey, queryFn: () => user, initialData: user, staleTime: Infinity });
  return <MailChoices user={profile.data} onNotice={onNotice} />;
}

afterEach(() => vi.restoreAllMocks());

describe('profile: Kirim juga ke email (decisions §11)', () => {
  it('shows the three choices as saved, and saves one with the rest of the profile unchanged', async () => {
    const put = vi
      .spyOn(api, 'put')
      .mockResolvedValue({ data: { ...user, mail_reminders: true } } as HttpResponse<ProfileWithMail>);
    const onNotice = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness onNotice={onNotice} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('group', { name: 'Kirim juga ke email' })).toHaveAccessibleDescription(
      'Dikirim ke agus@kejati.go.id, selain notifikasi di aplikasi.',
    );
    expect(screen.getByRole('switch', { name: 'Jadwal sidang harian' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Notifikasi perkara saya' })).not.toBeChecked();
    const reminders = screen.getByRole('switch', { name: 'Pengingat tenggat & penahanan' });
    fireEvent.click(reminders);
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith('Email akan dikirim', 'success'));
    expect(reminders).toBeChecked();
    expect(put).toHaveBeenCalledWith('/profile', {
      username: 'Agus Setiawan',
      email: 'agus@kejati.go.id',
      position: 'Jaksa',
      phone: '',
      office: 'Kejati',
      mail_reminders: true,
    });
  });
});
