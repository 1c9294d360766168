import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { api } from '../../lib/api-client';
import { mustChangePassword, saveSession, setMustSetUpTwoFactor } from '../../lib/session/session';
import { Component as PasswordChangePage } from './password-change-page';

const GUESSABLE = 'Kata sandi terlalu mudah ditebak';
const refusal = (data: Record<string, unknown>) =>
  new HttpError(String(data.message), '400', undefined, undefined, {
    status: 400,
    data,
    headers: {},
  });

function renderPage(entry = '/change-password') {
  const screenAt = (name: string) => <p>{name}</p>;
  const router = createMemoryRouter(
    [
      { path: '/change-password', element: <PasswordChangePage /> },
      { path: '/dashboard', element: screenAt('Dasbor') },
      { path: '/setup-2fa', element: screenAt('Siapkan 2FA') },
      { path: '/case/:id', element: screenAt('Detail kasus') },
      { path: '/login', element: screenAt('Masuk') },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function fill(current: string, next: string, again = next) {
  await userEvent.type(screen.getByLabelText('Kata sandi saat ini'), current);
  await userEvent.type(screen.getByLabelText('Kata sandi baru'), next);
  await userEvent.type(screen.getByLabelText('Ulangi kata sandi baru'), again);
  await userEvent.click(screen.getByRole('button', { name: 'Ganti kata sandi' }));
}

describe('/change-password, the forced change of a password an admin set (decisions §9)', () => {
  beforeEach(() => {
    saveSession({
      token: 't'.repeat(32),
      user: { id: 3, username: 'Rina', email: 'rina@kejaksaan.go.id', role: 'user' },
      must_change_password: true,
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("shows the server's message under the new password, then goes home once a good one is taken", async () => {
    const put = vi
      .spyOn(api, 'put')
      .mockRejectedValueOnce(refusal({ message: GUESSABLE, errors: { new_password: GUESSABLE } }))
      .mockResolvedValueOnce({ data: { success: true } });
    const router = renderPage();
    expect(screen.getByRole('heading', { name: 'Ganti kata sandi' })).toBeInTheDocument();
    await fill('dibuat-admin-1', 'password123');
    const field = screen.getByLabelText('Kata sandi baru');
    expect(await screen.findByText(GUESSABLE)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(GUESSABLE);
    expect(router.state.location.pathname).toBe('/change-password');
    expect(mustChangePassword()).toBe(true);

    await userEvent.clear(field);
    await userEvent.type(field, 'teh-manis-sore-22');
    await userEvent.clear(screen.getByLabelText('Ulangi kata sandi baru'));
    await userEvent.type(screen.getByLabelText('Ulangi kata sandi baru'), 'teh-manis-sore-22');
    await userEvent.click(screen.getByRole('button', { name: 'Ganti kata sandi' }));
    expect(await screen.findByText('Dasbor')).toBeInTheDocument();
    expect(put).toHaveBeenLastCalledWith('/profile/password', {
      current_password: 'dibuat-admin-1',
      new_password: 'teh-manis-sore-22',
      confirm_password: 'teh-manis-sore-22',
    });
    expect(mustChangePassword()).toBe(false);
  });

  it('checks the length in the form before asking the server (at least 10 characters)', async () => {
    const put = vi.spyOn(api, 'put');
    renderPage();
    await fill('dibuat-admin-1', 'pendek');
    expect(await screen.findByText('Password minimal 10 karakter')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('goes on to the page asked for (`next`)', async () => {
    vi.spyOn(api, 'put').mockResolvedValue({ data: { success: true } });
    renderPage('/change-password?next=%2Fcase%2F12');
    await fill('dibuat-admin-1', 'teh-manis-sore-22');
    expect(await screen.findByText('Detail kasus')).toBeInTheDocument();
  });

  it('sends an account that must still set up two-step sign-in there next', async () => {
    vi.spyOn(api, 'put').mockResolvedValue({ data: { success: true } });
    setMustSetUpTwoFactor(true);
    renderPage('/change-password?next=%2Fcase%2F12');
    await fill('dibuat-admin-1', 'teh-manis-sore-22');
    expect(await screen.findByText('Siapkan 2FA')).toBeInTheDocument();
  });

  it('keeps Logout within reach', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Berhasil logout' } });
    const router = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Masuk')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(post).toHaveBeenCalledWith('/auth/logout');
    expect(mustChangePassword()).toBe(false);
  });
});
