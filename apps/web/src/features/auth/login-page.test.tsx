import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { api } from '../../lib/api-client';
import { takeOverPrerendered } from '../../lib/prerendered';
import { Component as LoginPage } from './login-page';

const refusal = (status: number, data: Record<string, unknown>) =>
  new HttpError(String(data.message), String(status), undefined, undefined, {
    status,
    data,
    headers: {},
  });

function renderLogin() {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await Promise.resolve();
  });
};

describe('the login form after refused logins (decisions §9)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('says nothing of tries while more than 2 are left, and how many are left once 2 or fewer are', async () => {
    vi.spyOn(api, 'post')
      .mockRejectedValueOnce(refusal(401, { message: 'Email atau password salah', tries_left: 3 }))
      .mockRejectedValueOnce(refusal(401, { message: 'Email atau password salah', tries_left: 2 }));
    renderLogin();
    await submit();
    expect(await screen.findByText('Email atau password salah')).toBeInTheDocument();
    expect(screen.queryByText(/^Sisa/)).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Sisa 2 percobaan sebelum akun ditahan sementara')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Email atau password salah');
  });

  it("shows the server's wait and keeps Masuk disabled, counting down, until retry_after has passed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const message = 'Terlalu banyak percobaan login. Silakan coba lagi dalam 30 detik.';
    const post = vi.spyOn(api, 'post').mockRejectedValueOnce(refusal(429, { message, tries_left: 0, retry_after: 30 }));
    renderLogin();
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/^Sisa/)).not.toBeInTheDocument();
    expect(screen.getByText('Dapat mencoba lagi dalam 30 detik')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByText('Dapat mencoba lagi dalam 20 detik')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled();
    expect(screen.queryByText(/^Dapat mencoba lagi/)).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('the login page the server drew, taken over (docs/performance.md)', () => {
  it('starts from what was typed into it, in the field the visitor was in; a later visit starts empty', () => {
    document.body.innerHTML = '<div id="drawn"><input name="email"><input name="password" type="password"></div>';
    const drawn = document.getElementById('drawn') as HTMLElement;
    const [email, password] = [...drawn.querySelectorAll('input')];
    (email as HTMLInputElement).value = 'budi@kejari.go.id';
    (password as HTMLInputElement).value = 'rahas';
    (password as HTMLInputElement).focus();
    takeOverPrerendered(drawn);
    drawn.remove();

    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('budi@kejari.go.id');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('rahas');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveFocus();

    cleanup();
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
