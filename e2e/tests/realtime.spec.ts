import type { Page } from '@playwright/test';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';
import { createAccountViaApi, deleteUserViaApi } from '../support/users';

/** The web app's grace period before the banner says the connection is lost (connection-tracker.ts). */
const LOST_GRACE_MS = 4000;

/** A flag that a reload would wipe, to show that a page updated by itself. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSamePage = (page: Page) => page.evaluate(() => 'notReloaded' in window);

test.describe('live updates on every screen (issue 6, decisions §4)', () => {
  test("the board picks up a case created for today by someone else, and its 'diperbarui' stamp moves", async ({
    page,
  }) => {
    const word = uniqueWord();
    await loginAs(page, 'staff');
    await page.goto('/case-schedule');
    const table = page.getByRole('table', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' });
    const stamp = page.getByTestId('schedule-updated');
    await expect(stamp).toHaveText(/^diperbarui \d{2}\.\d{2}\.\d{2}$/);
    await markPage(page);
    const first = await stamp.textContent();
    // The stamp has a resolution of one second.
    await page.waitForTimeout(1100);

    await createCaseViaApi(await apiToken('staff2'), {
      title: `Sidang tipikor ${word}`,
      date: officeDate(0),
      time: '10:00',
      prosecutor: 'Hendra Gunawan, S.H.',
    });
    const row = table.getByRole('row').filter({ hasText: `Sidang tipikor ${word}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Hendra Gunawan, S.H.');
    await expect(stamp).not.toHaveText(first ?? '');
    expect(await stillSamePage(page)).toBe(true);
  });

  test('a case list shows a colleague’s new case without a reload', async ({ page }) => {
    const word = uniqueWord();
    await loginAs(page, 'staff');
    await page.goto(`/cases/penyidikan?q=${word}`);
    await expect(page.getByText(`Tidak ada kasus yang cocok dengan "${word}"`)).toBeVisible();
    await markPage(page);
    await createCaseViaApi(await apiToken('staff2'), {
      title: `Penyidikan pengadaan alat kesehatan ${word}`,
      type: 'penyidikan',
      date: officeDate(5),
    });
    await expect(page.getByRole('article', { name: `Penyidikan pengadaan alat kesehatan ${word}` })).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
  });

  test('a banner says when the live connection is lost and when it is back; what was missed shows up', async ({
    page,
    context,
  }) => {
    const word = uniqueWord();
    await loginAs(page, 'staff');
    // From screen to screen by the app's own links (one page, one connection), then longer than the banner's
    // grace period: nothing on the first connect, nor on moving between screens.
    await page.getByRole('link', { name: 'Lihat Semua Kategori' }).click();
    await page.getByRole('link', { name: 'Buka daftar kasus Eksekusi' }).click();
    await expect(page).toHaveURL(/\/cases\/eksekusi$/);
    await page.getByRole('main').getByLabel('Cari kasus').fill(word);
    await expect(page.getByText(`Tidak ada kasus yang cocok dengan "${word}"`)).toBeVisible();
    const banner = page.getByTestId('connection-banner');
    await page.waitForTimeout(LOST_GRACE_MS + 1000);
    await expect(banner).toHaveCount(0);

    await context.setOffline(true);
    await expect(banner).toHaveText(
      'Koneksi ke server terputus. Pembaruan otomatis dijeda, mencoba menyambung kembali…',
      { timeout: 10_000 },
    );
    await createCaseViaApi(await apiToken('staff2'), {
      title: `Eksekusi uang pengganti ${word}`,
      type: 'eksekusi',
      date: officeDate(6),
    });

    await context.setOffline(false);
    await expect(banner).toHaveText('Koneksi tersambung kembali', { timeout: 15_000 });
    await expect(page.getByRole('article', { name: `Eksekusi uang pengganti ${word}` })).toBeVisible();
    // The notice goes by itself.
    await expect(banner).toHaveCount(0, { timeout: 8_000 });
  });

  test('a deleted user is sent to /login at once from any screen, not only the dashboard', async ({ browser }) => {
    const account = await createAccountViaApi();
    const context = await browser.newContext({ baseURL: baseURL() });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Mulai' }).click();
    await page.getByRole('link', { name: 'Berkas', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'My Files' })).toBeVisible();
    await deleteUserViaApi(account.id);
    await expect(page).toHaveURL(/\/login\?next=%2Ffiles$/);
    await expect(page.getByRole('status')).toHaveText('Sesi Anda telah berakhir. Silakan masuk kembali.');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});

test.describe("a tab's own change (issue 30: nothing fetched twice for one answer)", () => {
  test('a status change is not fetched again by the tab that made it, and another tab still follows it', async ({
    page,
    context,
  }) => {
    const created = await createCaseViaApi(await apiToken('staff'), {
      title: `Perkara gema ${uniqueWord()}`,
      date: officeDate(0),
    });
    await loginAs(page, 'staff');
    await page.goto(`/case/${created.id}`);
    const chip = (of: Page, status: string) => of.getByRole('button', { name: `Status: ${status}. Ubah status` });
    await expect(chip(page, 'Menunggu')).toBeVisible();
    const other = await context.newPage();
    await other.goto(`/case/${created.id}`);
    await expect(chip(other, 'Menunggu')).toBeVisible();

    const detailReads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/cases/${created.id}`) {
        detailReads.push(request.url());
      }
    });
    await chip(page, 'Menunggu').click();
    await page.getByRole('menuitem', { name: 'Selesai' }).click();
    await expect(chip(page, 'Selesai')).toBeVisible();
    // The other tab hears the change (cases:changed) and shows it without a reload …
    await expect(chip(other, 'Selesai')).toBeVisible();
    // … while this one, which had the case in the PUT's answer, lets the echo of its own change pass.
    await page.waitForTimeout(1500);
    expect(detailReads).toEqual([]);

    // A colleague's change right after is heard here as before.
    const staff2 = await apiToken('staff2');
    const response = await fetch(`${baseURL()}/api/cases/${created.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff2}` },
      body: JSON.stringify({ status: 'Sedang Proses' }),
    });
    expect(response.status).toBe(200);
    await expect(chip(page, 'Sedang Proses')).toBeVisible();
    await other.close();
  });

  test("a colleague's change of another case is not a reason to fetch the open case again", async ({
    page,
    context,
  }) => {
    const staff = await apiToken('staff');
    const open = await createCaseViaApi(staff, { title: `Perkara terbuka ${uniqueWord()}`, date: officeDate(0) });
    const word = uniqueWord();
    const changed = await createCaseViaApi(staff, {
      title: `Perkara lain ${word}`,
      type: 'penyidikan',
      date: officeDate(3),
    });
    await loginAs(page, 'staff');
    await page.goto(`/case/${open.id}`);
    await expect(page.getByRole('button', { name: 'Status: Menunggu. Ubah status' })).toBeVisible();
    const list = await context.newPage();
    await list.goto(`/cases/penyidikan?q=${word}`);
    const item = list.getByRole('article', { name: `Perkara lain ${word}` });
    await expect(item).toContainText('Menunggu');

    const reads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET' && path.startsWith(`/api/cases/${open.id}`)) {
        reads.push(path);
      }
    });
    const response = await fetch(`${baseURL()}/api/cases/${changed.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiToken('staff2')}` },
      body: JSON.stringify({ status: 'Sedang Proses' }),
    });
    expect(response.status).toBe(200);
    // The list, which shows it, has the change; the open case page, about another case, fetches nothing.
    await expect(item).toContainText('Sedang Proses');
    await page.waitForTimeout(1500);
    expect(reads).toEqual([]);
    await list.close();
  });
});
