import type { Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { createCaseViaApi, deleteCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

/** The unread count on the bell, as the page shows it (also while the list covers the page). */
const badgeCount = async (page: Page) =>
  Number(await page.locator('button[aria-label="Notifikasi"]').getAttribute('data-unread'));

/** The user's unread count on the server, for comparison with the badge. */
async function serverUnread(token: string): Promise<number> {
  const response = await fetch(`${baseURL()}/api/notifications?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return Number(response.headers.get('x-unread-count'));
}

/** A flag that a reload would wipe, to show that a page updated by itself. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSamePage = (page: Page) => page.evaluate(() => 'notReloaded' in window);

test.describe('notifications (spec §2 Layout, §4; contract §4)', () => {
  test('a colleague changes a status: the badge goes up live; the list names her and the case; read; opens the case', async ({
    browser,
  }) => {
    // Two browsers, each logging in: more than the default budget on a busy machine.
    test.slow();
    const word = uniqueWord();
    const title = `Korupsi Dana Desa ${word}`;
    const created = await createCaseViaApi(await apiToken('admin'), { title, date: officeDate(4) });

    // Other tests change cases at the same time and Budi hears of those too: counts are compared, not fixed.
    const budiContext = await browser.newContext({ baseURL: baseURL() });
    const budi = await budiContext.newPage();
    await loginAs(budi, 'staff');
    await budi.getByRole('link', { name: 'Lihat Semua Kategori' }).click();
    await expect(budi).toHaveURL(/\/category$/);
    await markPage(budi);
    const bell = budi.getByRole('button', { name: 'Notifikasi' });
    const before = await badgeCount(budi);

    const sitiContext = await browser.newContext({ baseURL: baseURL() });
    const siti = await sitiContext.newPage();
    await loginAs(siti, 'staff2');
    await siti.goto(`/case/${created.id}`);
    await siti.getByRole('button', { name: /Status: Menunggu/ }).click();
    await siti.getByRole('menuitem', { name: 'Selesai' }).click();
    await expect(siti.getByText('Status berhasil diubah menjadi Selesai')).toBeVisible();

    // Budi's badge counts up without a reload, and shows the number.
    await expect.poll(() => badgeCount(budi)).toBeGreaterThan(before);
    await expect(budi.getByTestId('notification-badge')).toBeVisible();
    expect(await stillSamePage(budi)).toBe(true);

    await bell.click();
    const list = budi.getByRole('dialog', { name: 'Notifikasi' });
    const message = `${accounts.staff2.username} mengubah status "${title}" menjadi Selesai`;
    const item = list.getByRole('listitem').filter({ hasText: message });
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(item.locator('time')).toHaveText(/^(baru saja|\d menit yang lalu)$/);
    // Siti is never told of her own change.
    const sitiToken = await siti.evaluate(() => localStorage.getItem('token') ?? '');
    const sitiList = await fetch(`${baseURL()}/api/notifications?limit=100`, {
      headers: { authorization: `Bearer ${sitiToken}` },
    }).then((response) => response.json() as Promise<{ message: string }[]>);
    expect(sitiList.some((entry) => entry.message === message)).toBe(false);

    // 'Tandai Dibaca': the item turns read, the badge counts down to what the server says.
    const badgeBefore = await badgeCount(budi);
    await item.getByRole('button', { name: 'Tandai Dibaca' }).click();
    await expect(item).toHaveAttribute('data-unread', 'false');
    await expect(item.getByRole('button', { name: 'Tandai Dibaca' })).toHaveCount(0);
    const budiToken = await budi.evaluate(() => localStorage.getItem('token') ?? '');
    await expect.poll(async () => (await badgeCount(budi)) === (await serverUnread(budiToken))).toBe(true);
    expect(await badgeCount(budi)).toBeLessThanOrEqual(badgeBefore);

    // Clicking it opens the case and closes the list.
    await item.getByText(message).click();
    await expect(budi).toHaveURL(new RegExp(`/case/${created.id}$`));
    await expect(list).toHaveCount(0);
    await expect(budi.getByRole('heading', { name: title })).toBeVisible();
    await expect(budi.getByRole('button', { name: /Status: Selesai/ })).toBeVisible();

    // Deleted by Siti while Budi looks at it: his screen says so instead of showing a stale case.
    await deleteCaseViaApi(sitiToken, created.id);
    await expect(budi.getByText('Kasus ini telah dihapus dan tidak tersedia lagi.')).toBeVisible();
    await expect(budi.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    expect(await stillSamePage(budi)).toBe(true);

    // 'Tandai Dibaca Semua' empties the badge.
    await bell.click();
    const all = list.getByRole('button', { name: 'Tandai Dibaca Semua' });
    await all.click();
    await expect.poll(async () => (await badgeCount(budi)) === (await serverUnread(budiToken))).toBe(true);

    await budiContext.close();
    await sitiContext.close();
  });

  test('admins have no bell but still get live updates', async ({ page }) => {
    const word = uniqueWord();
    await loginAs(page, 'admin');
    await expect(page.getByRole('button', { name: 'Notifikasi' })).toHaveCount(0);
    await page.goto(`/cases/eksekusi?q=${word}`);
    await expect(page.getByText(`Tidak ada kasus yang cocok dengan "${word}"`)).toBeVisible();
    await createCaseViaApi(await apiToken('staff2'), {
      title: `Eksekusi barang bukti ${word}`,
      type: 'eksekusi',
      date: officeDate(2),
    });
    await expect(page.getByRole('article', { name: `Eksekusi barang bukti ${word}` })).toBeVisible();
  });
});
