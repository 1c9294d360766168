import type { Page } from '@playwright/test';
import type { Notification } from '@pidsus/shared';
import { createCaseViaApi, deleteCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';
import { createAccountViaApi, deleteUserViaApi, loginAsAccount } from '../support/users';

/** The bell: named 'Notifikasi', with the unread count after it when there are some (decisions §7.5). */
const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifikasi(, \d+ belum dibaca)?$/ });
const bellName = (count: number) => (count > 0 ? `Notifikasi, ${count} belum dibaca` : 'Notifikasi');

/**
 * The bell's count, exactly: the badge's number and what a screen reader hears. Found by its label, not its
 * role, so that it is found also while the open list hides the rest of the page from the accessibility tree.
 */
async function expectUnread(page: Page, count: number) {
  const bell = page.locator('button[aria-label^="Notifikasi"]');
  await expect(bell).toHaveAttribute('data-unread', String(count));
  await expect(bell).toHaveAttribute('aria-label', bellName(count));
}

/** The user's notifications and unread count as the server has them (not as the page shows them). */
async function serverList(token: string): Promise<{ items: Notification[]; unread: number }> {
  const response = await fetch(`${baseURL()}/api/notifications?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return {
    items: (await response.json()) as Notification[],
    unread: Number(response.headers.get('x-unread-count')),
  };
}

/** A flag that a reload would wipe, to show that a page updated by itself. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSamePage = (page: Page) => page.evaluate(() => 'notReloaded' in window);
const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token') ?? '');

test.describe('notifications (requirements §2 Layout, §4; decisions §4)', () => {
  test.describe('counted exactly', () => {
    // A change notifies the case's team and followers and the notify_all staff (decisions §7.1); quiet, so that
    // no other worker's change reaches this test's accounts meanwhile.
    test.use({ quiet: true });

    test('a colleague changes a status: the badge goes up live; the list names her and the case; read; opens the case', async ({
      browser,
    }) => {
      // Two browsers, each logging in: more than the default budget on a busy machine.
      test.slow();
      const word = uniqueWord();
      const title = `Korupsi Dana Desa ${word}`;
      // Made before the accounts, so that they are not told of it.
      const created = await createCaseViaApi(await apiToken('admin'), { title, date: officeDate(4) });
      // Two staff accounts of this test's own: what they are told is exactly what this test does.
      const reader = await createAccountViaApi();
      const colleague = await createAccountViaApi();

      const readerContext = await browser.newContext({ baseURL: baseURL() });
      const page = await readerContext.newPage();
      await loginAsAccount(page, reader);
      await page.getByRole('link', { name: 'Lihat Semua Kategori' }).click();
      await expect(page).toHaveURL(/\/category$/);
      await markPage(page);
      // The first load is in: nothing yet.
      await expectUnread(page, 0);
      await expect(page.getByRole('button', { name: 'Notifikasi', exact: true })).toBeVisible();
      const readerToken = await tokenOf(page);
      // The reader follows the case (following tells nobody anything); the colleague does not.
      const follow = await fetch(`${baseURL()}/api/cases/${created.id}/follow`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${readerToken}` },
      });
      expect(await follow.json()).toEqual({ following: true });

      const colleagueContext = await browser.newContext({ baseURL: baseURL() });
      const colleaguePage = await colleagueContext.newPage();
      await loginAsAccount(colleaguePage, colleague);
      await colleaguePage.goto(`/case/${created.id}`);
      await colleaguePage.getByRole('button', { name: /Status: Menunggu/ }).click();
      await colleaguePage.getByRole('menuitem', { name: 'Selesai' }).click();
      await expect(colleaguePage.getByText('Status berhasil diubah menjadi Selesai')).toBeVisible();

      // The reader's badge shows exactly the one change, without a reload.
      await expectUnread(page, 1);
      await expect(page.getByTestId('notification-badge')).toHaveText('1');
      // What a screen reader hears, and what a voice user says: the visible label comes first (WCAG 2.5.3).
      await expect(bellOf(page)).toHaveAccessibleName('Notifikasi, 1 belum dibaca');
      await expect(page.getByRole('button', { name: 'Notifikasi', exact: true })).toHaveCount(0);
      expect(await stillSamePage(page)).toBe(true);

      await bellOf(page).click();
      const list = page.getByRole('dialog', { name: 'Notifikasi' });
      const message = `${colleague.username} mengubah status "${title}" menjadi Selesai`;
      await expect(list.getByRole('listitem')).toHaveCount(1);
      const item = list.getByRole('listitem').filter({ hasText: message });
      await expect(item).toHaveCount(1);
      await expect(item).toHaveAttribute('data-unread', 'true');
      await expect(item.locator('time')).toHaveText(/^(baru saja|\d menit yang lalu)$/);
      // The colleague is never told of her own change: she has none at all.
      expect((await serverList(await tokenOf(colleaguePage))).items).toEqual([]);
      const [stored] = (await serverList(readerToken)).items;
      expect(stored).toMatchObject({ message, link: `/case/${created.id}`, is_read: false });

      // 'Tandai Dibaca': the item turns read, the badge goes to 0, and the server has it read.
      await item.getByRole('button', { name: 'Tandai Dibaca' }).click();
      await expect(item).toHaveAttribute('data-unread', 'false');
      await expect(item.getByRole('button', { name: 'Tandai Dibaca' })).toHaveCount(0);
      await expectUnread(page, 0);
      await expect
        .poll(async () => (await serverList(readerToken)).items.find((each) => each.id === stored!.id)?.is_read)
        .toBe(true);
      expect((await serverList(readerToken)).unread).toBe(0);

      // Clicking it opens the case and closes the list.
      await item.getByText(message).click();
      await expect(page).toHaveURL(new RegExp(`/case/${created.id}$`));
      await expect(list).toHaveCount(0);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByRole('button', { name: /Status: Selesai/ })).toBeVisible();

      // Deleted by the colleague while the reader looks at it: the screen says so instead of a stale case,
      // and the deletion is one more notification.
      await deleteCaseViaApi(await tokenOf(colleaguePage), created.id);
      await expect(page.getByText('Kasus ini telah dihapus dan tidak tersedia lagi.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await expectUnread(page, 1);
      // And one more: a new case with the reader on its team.
      await createCaseViaApi(await tokenOf(colleaguePage), {
        title: `Suap Perizinan ${word}`,
        date: officeDate(5),
        team_ids: [reader.id],
      });
      await expectUnread(page, 2);
      expect(await stillSamePage(page)).toBe(true);

      // 'Tandai Dibaca Semua' empties the badge, and every one of them is read on the server.
      await bellOf(page).click();
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await list.getByRole('button', { name: 'Tandai Dibaca Semua' }).click();
      await expectUnread(page, 0);
      await expect(list.locator('[data-unread="true"]')).toHaveCount(0);
      await expect
        .poll(async () => {
          const { items, unread } = await serverList(readerToken);
          return { count: items.length, read: items.filter((each) => each.is_read).length, unread };
        })
        .toEqual({ count: 3, read: 3, unread: 0 });

      await readerContext.close();
      await colleagueContext.close();
      await deleteUserViaApi(reader.id);
      await deleteUserViaApi(colleague.id);
    });

    test('a colleague’s three quick changes to one case are one notification that counts them (decisions §10)', async ({
      page,
    }) => {
      const word = uniqueWord();
      const title = `Suap perizinan ${word}`;
      const created = await createCaseViaApi(await apiToken('admin'), { title, date: officeDate(5) });
      const reader = await createAccountViaApi();
      const colleague = await createAccountViaApi();
      await loginAsAccount(page, reader);
      const readerToken = await tokenOf(page);
      await fetch(`${baseURL()}/api/cases/${created.id}/follow`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${readerToken}` },
      });
      const login = await fetch(`${baseURL()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: colleague.email, password: colleague.password }),
      });
      const { token } = (await login.json()) as { token: string };
      const asColleague = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      for (const status of ['Sedang Proses', 'Selesai', 'Menunggu']) {
        const response = await fetch(`${baseURL()}/api/cases/${created.id}/status`, {
          method: 'PUT',
          headers: asColleague,
          body: JSON.stringify({ status }),
        });
        expect(response.status).toBe(200);
      }

      await expect(bellOf(page)).toHaveAccessibleName('Notifikasi, 1 belum dibaca');
      await bellOf(page).click();
      const list = page.getByRole('dialog', { name: 'Notifikasi' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('listitem')).toContainText(
        `${colleague.username} mengubah kasus "${title}" (3 perubahan)`,
      );
      expect((await serverList(readerToken)).items).toHaveLength(1);
      await deleteUserViaApi(reader.id);
      await deleteUserViaApi(colleague.id);
    });
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
