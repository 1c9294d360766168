import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiToken, baseURL, expect } from './fixtures';

export interface CreatedAccount {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** A staff account made through the admin API, for tests that need a user of their own. */
export async function createAccountViaApi(): Promise<CreatedAccount> {
  const tag = randomUUID().slice(0, 8);
  const account = { username: `Akun ${tag}`, email: `akun${tag}@pidsus.test`, password: 'sandi-akun-123' };
  const response = await fetch(`${baseURL()}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiToken('admin')}` },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) {
    throw new Error(`creating an account failed: ${response.status} ${await response.text()}`);
  }
  const { id } = (await response.json()) as { id: number };
  return { id, ...account };
}

export async function deleteUserViaApi(userId: number): Promise<void> {
  const response = await fetch(`${baseURL()}/api/users/${userId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${await apiToken('admin')}` },
  });
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
