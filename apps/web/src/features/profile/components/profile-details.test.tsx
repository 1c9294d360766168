import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { User } from '@pidsus/shared';
import { describe, expect, it, vi } from 'vitest';
import { idProfile } from '../../../i18n/id-profile';
import { ProfileDetails, ProfileDetailsLoading } from './profile-details';

const t = idProfile;
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

const labels = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('the profile details', () => {
  it('while loading, shows the same headings and labels, values as placeholders and Edit disabled: nothing moves when they come', () => {
    const { container } = render(<ProfileDetailsLoading />);
    const loadingLabels = labels();
    expect(loadingLabels).toEqual(Object.values(t.fields));
    expect(screen.getByRole('heading', { name: t.detailsTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.edit })).toBeDisabled();
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(5);
  });

  it('once loaded, the same labels with the values (a missing one says so), and Edit enabled', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileDetails user={budi} onNotice={() => undefined} />
      </QueryClientProvider>,
    );
    expect(labels()).toEqual(Object.values(t.fields));
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Budi Santoso',
      'budi@kejaksaan.go.id',
      'Jaksa',
      t.notAvailable,
      'Kejari',
    ]);
    expect(screen.getByRole('button', { name: t.edit })).toBeEnabled();
  });

  it('Edit Profil opens the form with the values once its code has come, and Batal goes back to the details', async () => {
    // The form's code loads when the page is idle (lazy-section.tsx): here, at once.
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileDetails user={budi} onNotice={() => undefined} />
      </QueryClientProvider>,
    );
    try {
      fireEvent.click(screen.getByRole('button', { name: t.edit }));
      const name = await screen.findByRole('textbox', { name: new RegExp(t.fields.username) });
      expect(name).toHaveValue('Budi Santoso');
      expect(screen.getByRole('textbox', { name: new RegExp(t.fields.email) })).toHaveValue('budi@kejaksaan.go.id');
      fireEvent.click(screen.getByRole('button', { name: t.cancel }));
      expect(screen.getAllByRole('definition')[0]).toHaveTextContent('Budi Santoso');
    } finally {
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
});
