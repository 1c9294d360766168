import AxeBuilder from '@axe-core/playwright';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';
import { createAccountViaApi } from '../support/users';

/** Logs in as the account through the API and uploads one file to its Berkas Saya. */
async function uploadAs(account: { email: string; password: string }, name: string) {
  const login = await fetch(`${baseURL()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.append('file', new Blob(['%PDF-1.4 catatan pribadi'], { type: 'application/pdf' }), name);
  const uploaded = await fetch(`${baseURL()}/api/files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
}

test.describe('a deleted account’s files (contract §9)', () => {
  test('wait below the accounts, with when they go, and an admin purges them sooner', async ({ page }) => {
    const leaver = await createAccountViaApi();
    await uploadAs(leaver, 'catatan-pribadi.pdf');
    const deleted = await fetch(`${baseURL()}/api/users/${leaver.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await apiToken('admin')}` },
    });
    expect(deleted.status).toBe(200);

    await loginAs(page, 'admin');
    await page.goto('/admin/users');
    const section = page.getByRole('region', { name: 'Berkas Akun yang Dihapus' });
    const row = section.getByRole('listitem').filter({ hasText: leaver.username });
    await expect(row).toBeVisible();
    await expect(row.getByText('1 berkas · 24 B')).toBeVisible();
    await expect(row.getByText(/^Akun dihapus .+ · Dihapus permanen otomatis setelah .+$/)).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('[aria-labelledby="deleted-accounts-title"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await row.getByRole('button', { name: `Hapus permanen berkas ${leaver.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus Permanen Berkas Akun' });
    await expect(
      dialog.getByText(`Hapus permanen 1 berkas milik "${leaver.username}" sekarang?`, { exact: false }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Hapus Permanen' }).click();
    await expect(page.getByText(`Berkas milik ${leaver.username} telah dihapus permanen`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: leaver.username })).toHaveCount(0);

    const listed = await fetch(`${baseURL()}/api/trash/accounts`, {
      headers: { authorization: `Bearer ${await apiToken('admin')}` },
    });
    const accounts = (await listed.json()) as { id: number }[];
    expect(accounts.map((account) => account.id)).not.toContain(leaver.id);
  });
});
