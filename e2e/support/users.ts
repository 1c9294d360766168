import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiToken, baseURL, expect } from './fixtures';

export interface CreatedAccount {
  id: number;
  username: string;
  email: string;
  password: string;
}

/**
 * An account (staff unless `role` says admin) made through the admin API, for tests that need a user of their own.
 * Its password is one its owner chose (no forced change; decisions §9).
 */
export async function createAccountViaApi(options: { role?: 'user' | 'admin' } = {}): Promise<CreatedAccount> {
  const tag = randomUUID().slice(0, 8);
  // Neither common nor holding the account's words ('akun'), as the password rules want (decisions §9).
  const account = {
    username: `Akun ${tag}`,
    email: `akun${tag}@pidsus.test`,
    password: 'dari-admin-5821',
    ...(options.role ? { role: options.role } : {}),
  };
  const response = await fetch(`${baseURL()}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiToken('admin')}` },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) {
    throw new Error(`creating an account failed: ${response.status} ${await response.text()}`);
  }
  const { id } = (await response.json()) as { id: number };
  // A password an admin set must be changed first (decisions §9): the account does so, as its owner would.
  const password = 'sandi-sendiri-456';
  const login = await fetch(`${baseURL()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const change = await fetch(`${baseURL()}/api/profile/password`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ current_password: account.password, new_password: password, confirm_password: password }),
  });
  if (!change.ok) {
    throw new Error(`changing the new account's password failed: ${change.status} ${await change.text()}`);
  }
  return { id, username: account.username, email: account.email, password };
}

/** The id of one of the shared test accounts. */
async function idOf(account: 'staff' | 'staff2'): Promise<number> {
  const response = await fetch(`${baseURL()}/api/auth/me`, {
    headers: { authorization: `Bearer ${await apiToken(account)}` },
  });
  return ((await response.json()) as { user: { id: number } }).user.id;
}

/**
 * Deletes an account made by a test (its clean-up). An account still on case teams is refused (decisions §8.7):
 * its cases then go to the shared account `staff2`, as the admin's `Alihkan ke` would hand them over.
 */
export async function deleteUserViaApi(userId: number): Promise<void> {
  const remove = async (query = '') =>
    fetch(`${baseURL()}/api/users/${userId}${query}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await apiToken('admin')}` },
    });
  let response = await remove();
  if (response.status === 409) {
    response = await remove(`?reassign_to=${await idOf('staff2')}`);
  }
  if (!response.ok) {
    throw new Error(`deleting a user failed: ${response.status} ${await response.text()}`);
  }
}

/** Logs an account made by `createAccountViaApi` in through the form, and closes the welcome dialog. */
export async function loginAsAccount(page: Page, account: CreatedAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('dialog', { name: 'Selamat Datang!' }).getByRole('button', { name: 'Mulai' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
