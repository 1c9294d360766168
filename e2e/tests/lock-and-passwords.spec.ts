import type { Page } from '@playwright/test';
import { createAccountViaApi, deleteUserViaApi } from '../support/users';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

/** Contract §9's web side: the forced password change, the login form's tries and wait, `Terkunci sampai`. */

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

async function userIdOf(email: string): Promise<number | undefined> {
  const response = await fetch(`${baseURL()}/api/users`, {
    headers: { authorization: `Bearer ${await apiToken('admin')}` },
  });
  const users = (await response.json()) as { id: number; email: string }[];
  return users.find((user) => user.email === email)?.id;
}

test.describe('accounts and passwords (decisions §9)', () => {
  test('a user an admin made changes the password first: a common one is refused, a good one leads to /dashboard', async ({
    page,
    browser,
  }) => {
    test.slow();
    const id = unique();
    const email = `baru${id}@pidsus.test`;
    try {
      await loginAs(page, 'admin');
      await page.goto('/admin/users?add=1');
      const dialog = page.getByRole('dialog', { name: 'Tambah Pengguna' });
      await dialog.getByLabel('Username').fill(`Pegawai Baru ${id}`);
      await dialog.getByLabel('Email').fill(email);
      // The new rules show under the field: too short first, then too common.
      await dialog.getByLabel('Password').fill('pendek');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await expect(dialog.getByText('Password minimal 10 karakter')).toBeVisible();
      await dialog.getByLabel('Password').fill('qwertyuiop');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await expect(dialog.getByText('Kata sandi terlalu mudah ditebak')).toBeVisible();
      await dialog.getByLabel('Password').fill('dari-admin-7391');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await expect(dialog).toHaveCount(0);

      const userContext = await browser.newContext({ baseURL: baseURL() });
      const userPage = await userContext.newPage();
      await userPage.goto('/login');
      await fillLogin(userPage, email, 'dari-admin-7391');
      await expect(userPage).toHaveURL(/\/change-password$/);
      await expect(userPage.getByRole('heading', { name: 'Ganti kata sandi' })).toBeVisible();
      // Nothing else opens until it is done, a reload included.
      await userPage.goto('/dashboard');
      await expect(userPage).toHaveURL(/\/change-password\?next=%2Fdashboard$/);

      await userPage.getByLabel('Kata sandi saat ini').fill('dari-admin-7391');
      await userPage.getByLabel('Kata sandi baru', { exact: true }).fill('password123');
      await userPage.getByLabel('Ulangi kata sandi baru').fill('password123');
      await userPage.getByRole('button', { name: 'Ganti kata sandi' }).click();
      await expect(userPage.getByText('Kata sandi terlalu mudah ditebak')).toBeVisible();
      await expect(userPage).toHaveURL(/\/change-password/);

      await userPage.getByLabel('Kata sandi baru', { exact: true }).fill('teh-manis-sore-22');
      await userPage.getByLabel('Ulangi kata sandi baru').fill('teh-manis-sore-22');
      await userPage.getByRole('button', { name: 'Ganti kata sandi' }).click();
      await expect(userPage).toHaveURL(/\/dashboard$/);
      await expect(userPage.getByRole('dialog', { name: 'Selamat Datang!' })).toBeVisible();
      await userContext.close();
    } finally {
      const userId = await userIdOf(email);
      if (userId) {
        await deleteUserViaApi(userId);
      }
    }
  });

  test("wrong passwords say the tries left, then the wait; the admin sees 'Terkunci sampai', unlocks, and the user is in at once", async ({
    page,
    browser,
  }) => {
    test.slow();
    const account = await createAccountViaApi();
    try {
      const userContext = await browser.newContext({ baseURL: baseURL() });
      const userPage = await userContext.newPage();
      await userPage.goto('/login');
      const alert = userPage.getByRole('alert');
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await fillLogin(userPage, account.email, 'salah-sekali-99');
        await expect(alert).toContainText('Email atau password salah');
      }
      await expect(alert).toContainText('Sisa 2 percobaan sebelum akun ditahan sementara');
      let waited = false;
      for (let attempt = 4; attempt <= 7 && !waited; attempt += 1) {
        await fillLogin(userPage, account.email, 'salah-sekali-99');
        await expect(alert).toContainText(/Email atau password salah|Terlalu banyak percobaan login/);
        waited = (await alert.textContent())?.includes('Terlalu banyak percobaan login') ?? false;
      }
      expect(waited).toBe(true);
      await expect(alert).toContainText(/Silakan coba lagi dalam \d+ (detik|menit)/);
      await expect(userPage.getByRole('button', { name: 'Masuk' })).toBeDisabled();

      await loginAs(page, 'admin');
      await page.goto('/admin/users');
      const row = page
        .getByRole('table', { name: 'Manajemen Pengguna' })
        .getByRole('row')
        .filter({ hasText: account.email });
      await expect(row.getByText(/^Terkunci sampai \d{2}\.\d{2}$/)).toBeVisible();
      await row.getByRole('button', { name: `Buka kunci ${account.username}` }).click();
      await page.getByRole('dialog', { name: 'Buka Kunci Akun' }).getByRole('button', { name: 'Buka Kunci' }).click();
      await expect(row.getByText(/^Terkunci sampai/)).toHaveCount(0);

      // At once: a fresh form (the wait shown was this browser's), the right password, in.
      await userPage.goto('/login');
      await fillLogin(userPage, account.email, account.password);
      await expect(userPage).toHaveURL(/\/dashboard$/);
      await userContext.close();
    } finally {
      await deleteUserViaApi(account.id);
    }
  });
});
