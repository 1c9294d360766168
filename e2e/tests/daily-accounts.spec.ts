import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';
import { accounts } from '../support/accounts';
import { deleteUserViaApi } from '../support/users';

interface Account {
  id: number;
  username: string;
  email: string;
  password: string;
  position: string;
}

/** A staff account of this test's own, with a position to search by. */
async function createAccount(): Promise<Account> {
  const tag = randomUUID().slice(0, 8);
  const account = {
    username: `Akun ${tag}`,
    email: `akun${tag}@pidsus.test`,
    // Neither common nor holding the account's words (decisions §9).
    password: 'dari-admin-5821',
    position: `Jaksa Fungsional ${tag}`,
  };
  const response = await fetch(`${baseURL()}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiToken('admin')}` },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, ...account };
}

/** Whether the server lets `email` in with `password` (the login call, without a browser). */
async function canLogIn(email: string, password: string): Promise<boolean> {
  const response = await fetch(`${baseURL()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status === 200;
}

const tag = (account: Account) => account.email.slice('akun'.length, 'akun'.length + 8);
const table = (page: Page) => page.getByRole('table', { name: 'Manajemen Pengguna' });
const rowOf = (page: Page, account: Account) => table(page).getByRole('row').filter({ hasText: account.email });
const snackbar = (page: Page) => page.locator('.MuiSnackbar-root');

async function openUsers(page: Page) {
  await loginAs(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Manajemen Pengguna' })).toBeVisible();
}

/**
 * Marks `account` locked in the list the page receives, until the page has unlocked it through the real
 * server. The per-account limit needs 20 failed logins, of which one address may spend only 5 (decisions §2),
 * so one browser cannot lock an account for real; the unlock call itself goes to the server untouched.
 */
async function showLocked(page: Page, account: Account) {
  let unlocked = false;
  const until = new Date(Date.now() + 15 * 60_000).toISOString();
  await page.route(
    (url) => url.pathname === '/api/users',
    async (route: Route) => {
      const response = await route.fetch();
      const users = (await response.json()) as { id: number; locked_until: string | null }[];
      const json = users.map((user) => (user.id === account.id && !unlocked ? { ...user, locked_until: until } : user));
      await route.fulfill({ response, json });
    },
  );
  // Set before the page has the server's answer, so that the list it then loads is the real one.
  await page.route(`**/api/users/${account.id}/unlock`, async (route: Route) => {
    const response = await route.fetch();
    unlocked = response.ok();
    await route.fulfill({ response });
  });
}

test.describe('accounts for the admin (decisions §7.5)', () => {
  test("'Cari pengguna' finds an account by name, email or position in any case, and says when none matches", async ({
    page,
  }) => {
    const account = await createAccount();
    try {
      await openUsers(page);
      const search = page.getByRole('searchbox', { name: 'Cari pengguna' });
      await expect(rowOf(page, account)).toBeVisible();
      for (const query of [account.username.toUpperCase(), account.email.toUpperCase(), `fungsional ${tag(account)}`]) {
        await search.fill(query);
        await expect(table(page).getByRole('row')).toHaveCount(2);
        await expect(rowOf(page, account)).toBeVisible();
      }
      await search.fill('tidak-ada-yang-begini');
      await expect(
        table(page).getByRole('cell', { name: 'Tidak ada pengguna yang cocok dengan "tidak-ada-yang-begini"' }),
      ).toBeVisible();
      await search.fill('');
      await expect(rowOf(page, account)).toBeVisible();
      await expect(table(page).getByRole('row', { name: /admin@pidsus\.test/ })).toBeVisible();
    } finally {
      await deleteUserViaApi(account.id);
    }
  });

  test("'Cari pengguna' asks the server, so it finds an account that is not on the page already loaded (decisions §10)", async ({
    page,
  }) => {
    const account = await createAccount();
    try {
      // The first page holds a single account (the table's page is 100; the test's database has fewer), so that the
      // account searched for is surely not among those loaded.
      const asked: string[] = [];
      await page.route(
        (url) => url.pathname === '/api/users',
        async (route: Route) => {
          const url = new URL(route.request().url());
          asked.push(url.searchParams.get('q') ?? '');
          if (!url.searchParams.has('q')) {
            url.searchParams.set('limit', '1');
          }
          await route.continue({ url: url.toString() });
        },
      );
      await openUsers(page);
      await expect(page.getByRole('button', { name: 'Muat lebih banyak' })).toBeVisible();
      await expect(table(page).getByRole('row')).toHaveCount(2);
      await expect(rowOf(page, account)).toHaveCount(0);

      await page.getByRole('searchbox', { name: 'Cari pengguna' }).pressSequentially(tag(account).toUpperCase());
      await expect(rowOf(page, account)).toBeVisible();
      await expect(table(page).getByRole('row')).toHaveCount(2);
      // The server was asked for what was typed (its case aside, as the server ignores it). The row may show before:
      // the answer to the first letters, filtered here, already holds it, and the last request waits for the typing
      // to pause.
      await expect.poll(() => asked.at(-1)).toBe(tag(account).toUpperCase());
      await expect(rowOf(page, account)).toBeVisible();
    } finally {
      await deleteUserViaApi(account.id);
    }
  });

  test("'Terakhir masuk' says 'Belum pernah' until the account logs in, then when, in the office's style", async ({
    page,
  }) => {
    const account = await createAccount();
    try {
      await openUsers(page);
      await expect(page.getByRole('columnheader', { name: 'Terakhir masuk' })).toBeVisible();
      await expect(rowOf(page, account).getByRole('cell', { name: 'Belum pernah' })).toBeVisible();
      expect(await canLogIn(account.email, account.password)).toBe(true);
      await page.reload();
      const when = rowOf(page, account).locator('time');
      await expect(when).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4} pukul \d{2}\.\d{2}$/);
      // Just now, as the office's clock (the browser runs in Asia/Jakarta, as the office does) reads it.
      const stamp = await when.getAttribute('datetime');
      expect(Math.abs(Date.now() - Date.parse(stamp ?? ''))).toBeLessThan(5 * 60_000);
      await expect(rowOf(page, account).getByText('Belum pernah')).toHaveCount(0);
    } finally {
      await deleteUserViaApi(account.id);
    }
  });

  test("'Buka kunci' on a locked account: a refusal stays in the dialog; the unlock says so, refreshes the list and is in the history", async ({
    page,
  }) => {
    const account = await createAccount();
    try {
      await showLocked(page, account);
      await openUsers(page);
      const row = rowOf(page, account);
      await expect(row.getByText('Terkunci')).toBeVisible();
      // Only a locked account offers it: this one does, the admin's own (never locked) does not. Counted per row, as
      // another test running at the same time may have locked an account of its own.
      await expect(row.getByRole('button', { name: /^Buka kunci / })).toHaveCount(1);
      const adminRow = table(page).getByRole('row').filter({ hasText: accounts.admin.email });
      await expect(adminRow).toHaveCount(1);
      await expect(adminRow.getByRole('button', { name: /^Buka kunci / })).toHaveCount(0);

      // A refusal first: the question stays open with the reason, and nothing is said to have worked.
      const refuse = (route: Route) =>
        route.fulfill({ status: 500, json: { success: false, error: 'x', message: 'Terjadi kesalahan pada server' } });
      await page.route(`**/api/users/${account.id}/unlock`, refuse);
      await row.getByRole('button', { name: `Buka kunci ${account.username}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Buka Kunci Akun' });
      await expect(dialog).toContainText(`Buka kunci akun "${account.username}"?`);
      await dialog.getByRole('button', { name: 'Buka Kunci' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Terjadi kesalahan pada server');
      await expect(snackbar(page)).toHaveCount(0);
      await page.unroute(`**/api/users/${account.id}/unlock`, refuse);

      // Then through to the server.
      await dialog.getByRole('button', { name: 'Buka Kunci' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(snackbar(page)).toContainText('Kunci akun berhasil dibuka');
      await expect(row.getByText('Terkunci')).toHaveCount(0);
      await expect(row.getByRole('button', { name: /^Buka kunci / })).toHaveCount(0);

      await row.getByRole('button', { name: `Riwayat ${account.username}` }).click();
      const history = page.getByRole('dialog', { name: `Riwayat Perubahan: ${account.username}` });
      await expect(history.getByText('Kunci akun dibuka')).toBeVisible();
    } finally {
      await deleteUserViaApi(account.id);
    }
  });

  test("'Buat kata sandi' fills a 16-character password in clear text, 'Salin' copies it, and the account logs in with it", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tagged = randomUUID().slice(0, 8);
    const email = `sandi${tagged}@pidsus.test`;
    let createdId: number | undefined;
    try {
      await openUsers(page);

      // Adding: the generated password is the new account's.
      await page.getByRole('button', { name: 'Tambah Pengguna' }).click();
      const add = page.getByRole('dialog', { name: 'Tambah Pengguna' });
      await expect(add.getByRole('button', { name: 'Salin' })).toHaveCount(0);
      await add.getByRole('button', { name: 'Buat kata sandi' }).click();
      const addPassword = add.getByLabel('Password', { exact: false });
      await expect(addPassword).toHaveAttribute('type', 'text');
      await expect(addPassword).toHaveValue(/^[A-HJ-NP-Za-km-np-z2-9]{16}$/);
      const first = await addPassword.inputValue();
      await add.getByRole('button', { name: 'Salin' }).click();
      await expect(add.getByRole('status')).toHaveText('Disalin');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
      await add.getByLabel('Username').fill(`Sandi ${tagged}`);
      await add.getByLabel('Email').fill(email);
      const created = page.waitForResponse(
        (response) => response.url().endsWith('/api/users') && response.request().method() === 'POST',
      );
      await add.getByRole('button', { name: 'Simpan' }).click();
      createdId = ((await (await created).json()) as { id: number }).id;
      await expect(snackbar(page)).toContainText('Pengguna berhasil ditambahkan');
      expect(await canLogIn(email, first)).toBe(true);

      // Editing: a new one replaces it.
      await page.getByRole('button', { name: `Ubah Sandi ${tagged}` }).click();
      const edit = page.getByRole('dialog', { name: 'Ubah Pengguna' });
      const editPassword = edit.getByLabel('Password', { exact: false });
      await expect(editPassword).toHaveAttribute('type', 'password');
      await edit.getByRole('button', { name: 'Buat kata sandi' }).click();
      await expect(editPassword).toHaveValue(/^[A-Za-z0-9]{16}$/);
      const second = await editPassword.inputValue();
      expect(second).not.toBe(first);
      await edit.getByRole('button', { name: 'Salin' }).click();
      await expect(edit.getByText('Disalin')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(second);
      await edit.getByRole('button', { name: 'Simpan' }).click();
      await expect(snackbar(page)).toContainText('Pengguna berhasil diperbarui');
      expect(await canLogIn(email, second)).toBe(true);
      expect(await canLogIn(email, first)).toBe(false);
    } finally {
      if (createdId !== undefined) {
        await deleteUserViaApi(createdId);
      }
    }
  });

  test('on a phone each account is a card with its actions, and nothing scrolls sideways', async ({ page }) => {
    const account = await createAccount();
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await openUsers(page);
      const list = page.getByRole('list', { name: 'Manajemen Pengguna' });
      const card = list.getByRole('listitem').filter({ hasText: account.email });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Terakhir masuk');
      await expect(card).toContainText('Belum pernah');
      await expect(card.getByRole('button', { name: `Ubah ${account.username}` })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Cari pengguna' }).fill(tag(account));
      await expect(list.getByRole('listitem')).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await deleteUserViaApi(account.id);
    }
  });

  test('axe finds no WCAG 2.1 A/AA violation in a locked row, a card on a phone, or a generated password shown', async ({
    page,
  }) => {
    const account = await createAccount();
    const axe = async () => {
      // Nothing fading in: axe reads colours, and a fading element has none of its own.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    };
    try {
      await showLocked(page, account);
      await openUsers(page);
      await page.getByRole('searchbox', { name: 'Cari pengguna' }).fill(tag(account));
      await expect(rowOf(page, account).getByText('Terkunci')).toBeVisible();
      await axe();
      await rowOf(page, account)
        .getByRole('button', { name: `Ubah ${account.username}` })
        .click();
      const edit = page.getByRole('dialog', { name: 'Ubah Pengguna' });
      await edit.getByRole('button', { name: 'Buat kata sandi' }).click();
      await expect(edit.getByLabel('Password', { exact: false })).toHaveValue(/^[A-Za-z0-9]{16}$/);
      await axe();
      await edit.getByRole('button', { name: 'Batal' }).click();
      await expect(edit).toHaveCount(0);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('list', { name: 'Manajemen Pengguna' }).getByText('Terkunci')).toBeVisible();
      await axe();
      await page.getByRole('searchbox', { name: 'Cari pengguna' }).fill('tidak-ada-yang-begini');
      await expect(page.getByText('Tidak ada pengguna yang cocok dengan "tidak-ada-yang-begini"')).toBeVisible();
      await axe();
    } finally {
      await deleteUserViaApi(account.id);
    }
  });
});
