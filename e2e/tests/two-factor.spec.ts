import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { serverArgs } from '../../scripts/lib/build.mjs';
import { accounts } from '../support/accounts';
import { baseURL, expect, test } from '../support/fixtures';
import { startServer } from '../support/server';
import { createAccountViaApi, deleteUserViaApi, type CreatedAccount } from '../support/users';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The code the phone's app would show `steps` time steps from now: the same library the server checks with. */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Turns two-step sign-in on in the open `Verifikasi Dua Langkah` section; its secret and recovery codes. */
async function enrolHere(page: Page): Promise<{ secret: string; codes: string[] }> {
  const section = page.getByRole('region', { name: 'Verifikasi Dua Langkah' });
  await section.getByRole('button', { name: 'Aktifkan Verifikasi Dua Langkah' }).click();
  await expect(section.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
  const secret = await section.getByTestId('two-factor-secret').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel('Kode verifikasi').fill('000000');
  await section.getByRole('button', { name: 'Aktifkan', exact: true }).click();
  await expect(section.getByText('Kode verifikasi salah')).toBeVisible();
  await section.getByLabel('Kode verifikasi').fill(await codeFor(secret));
  await section.getByRole('button', { name: 'Aktifkan', exact: true }).click();
  const list = section.getByRole('list', { name: 'Kode Pemulihan' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  await expect(section.getByText('Kode ini hanya ditampilkan sekali', { exact: false })).toBeVisible();
  await section.getByRole('button', { name: 'Saya Sudah Menyimpannya' }).click();
  return { secret, codes };
}

/** The login form's two steps in a fresh browser: email and password, then the code the form asks for. */
async function loginWithCode(browser: Browser, url: string, email: string, password: string, code: string) {
  const context = await browser.newContext({ baseURL: url, locale: 'id-ID' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByText('Masukkan kode verifikasi dari aplikasi autentikator Anda.')).toBeVisible();
  await expect(page.getByText('Masukkan salah satu kode pemulihan Anda', { exact: false })).toBeVisible();
  await page.getByLabel('Kode verifikasi').fill(code);
  await page.getByRole('button', { name: 'Masuk' }).click();
  return { context, page };
}

test.describe('two-step sign-in (decisions §9)', () => {
  let account: CreatedAccount | undefined;

  test.afterEach(async () => {
    if (account) {
      await deleteUserViaApi(account.id);
      account = undefined;
    }
  });

  test('staff turn it on in /profile, then log in with a code, and with a recovery code once', async ({
    page,
    browser,
  }) => {
    test.slow();
    account = await createAccountViaApi();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    const { secret, codes } = await enrolHere(page);
    const section = page.getByRole('region', { name: 'Verifikasi Dua Langkah' });
    await expect(section.getByText('Aktif', { exact: true })).toBeVisible();

    // A code one step ahead: later than the one that turned it on, within the ±1 step window.
    const withCode = await loginWithCode(browser, baseURL(), account.email, account.password, await codeFor(secret, 1));
    await expect(withCode.page).toHaveURL(/\/dashboard$/);
    await withCode.context.close();

    const recovery = codes[0] ?? '';
    const withRecovery = await loginWithCode(browser, baseURL(), account.email, account.password, recovery);
    await expect(withRecovery.page).toHaveURL(/\/dashboard$/);
    await withRecovery.context.close();

    const again = await loginWithCode(browser, baseURL(), account.email, account.password, recovery);
    await expect(again.page.getByRole('alert')).toHaveText('Kode verifikasi salah');
    await expect(again.page).toHaveURL(/\/login/);
    await again.context.close();
  });

  test('on a fresh server the admin is led to set it up first, then reaches the admin pages', async ({ browser }) => {
    test.slow();
    const server = await startServer(root, serverArgs(), { REQUIRE_2FA_ADMIN: 'true' }, accounts.admin);
    const context = await browser.newContext({ baseURL: server.url, locale: 'id-ID' });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Email').fill(accounts.admin.email);
      await page.getByLabel('Password', { exact: true }).fill(accounts.admin.password);
      await page.getByRole('button', { name: 'Masuk' }).click();
      await expect(page).toHaveURL(/\/setup-2fa$/);
      await expect(page.getByRole('heading', { name: 'Aktifkan Verifikasi Dua Langkah', level: 1 })).toBeVisible();
      // Another page is refused meanwhile: the guard leads back here.
      await page.goto('/admin/users');
      await expect(page).toHaveURL(/\/setup-2fa$/);
      await enrolHere(page);
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { name: 'Manajemen Pengguna' })).toBeVisible();
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
