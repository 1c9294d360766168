import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../support/fixtures';

const profileStatus = async (page: Page, token: string | null) =>
  (await page.request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } })).status();

test.describe('one session across the tabs of a browser (requirements §4, decisions §7.5)', () => {
  test('a new tab of a logged-in browser opens logged in, and the first tab stays logged in', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'staff2');
    const token = await page.evaluate(() => localStorage.getItem('token'));

    // A pasted link or a Ctrl-click: a tab of its own, without the first tab's sessionStorage.
    const secondTab = await context.newPage();
    await secondTab.goto('/case-schedule?kiosk=1');
    await expect(secondTab).toHaveURL(/\/case-schedule\?kiosk=1$/);
    await expect(secondTab.getByRole('heading', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' })).toBeVisible();
    expect(await secondTab.evaluate(() => sessionStorage.getItem('sessionActive'))).toBe('true');

    // Ctrl-click on a link of the first tab.
    const [thirdTab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Berkas' }).click({ modifiers: ['Control'] }),
    ]);
    await expect(thirdTab).toHaveURL(/\/files$/);
    await expect(thirdTab.getByRole('heading', { name: 'My Files' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await profileStatus(page, token)).toBe(200);
  });

  test('after the last tab closed, a new tab starts at /login and the stale token is ended on the server', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'staff2');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.close(); // the browser's only tab: what closing the browser leaves is the stored token

    const reopened = await context.newPage();
    await reopened.goto('/dashboard');
    await expect(reopened).toHaveURL(/\/login\?next=%2Fdashboard$/);
    await expect(reopened.getByRole('status')).toHaveCount(0); // nothing ended by the server: no message
    expect(await reopened.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => profileStatus(reopened, token)).toBe(401);
  });

  test('a logout in one tab ends the session in the others', async ({ page, context }) => {
    await loginAs(page, 'staff2');
    const secondTab = await context.newPage();
    await secondTab.goto('/files');
    await expect(secondTab.getByRole('heading', { name: 'My Files' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu akun' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(secondTab).toHaveURL(/\/login/);
  });

  test('moving between screens re-checks the session, not only the first page load', async ({ page }) => {
    await loginAs(page, 'staff2');
    await page.getByRole('link', { name: 'Berkas' }).click();
    await expect(page).toHaveURL(/\/files$/);
    // Storage cleared in this very tab fires no storage event: only the guard can notice.
    await page.evaluate(() => sessionStorage.clear());
    await page.getByRole('button', { name: 'Menu akun' }).click();
    await page.getByRole('menuitem', { name: 'Jadwal Kasus' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcase-schedule$/);
  });
});

test.describe('a session that ends says so and comes back (decisions §7.5)', () => {
  test('the kiosk board whose session ended explains it, and logging in returns to the kiosk address', async ({
    page,
  }) => {
    await loginAs(page, 'staff2');
    await page.goto('/case-schedule?kiosk=1');
    await expect(page.getByRole('heading', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(
      (await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })).status(),
    ).toBe(200);

    await expect(page).toHaveURL(/\/login\?next=%2Fcase-schedule%3Fkiosk%3D1$/);
    await expect(page.getByRole('status')).toHaveText('Sesi Anda telah berakhir. Silakan masuk kembali.');
    await page.getByLabel('Email').fill('siti@pidsus.test');
    await page.getByLabel('Password', { exact: true }).fill('siti-rahasia-123');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/case-schedule\?kiosk=1$/);
  });

  test('a page the role may not open sends it home after logging in', async ({ page }) => {
    await page.goto('/login?next=%2Fadmin%2Fusers');
    await page.getByLabel('Email').fill('siti@pidsus.test');
    await page.getByLabel('Password', { exact: true }).fill('siti-rahasia-123');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('another site is never a place to return to', async ({ page }) => {
    await page.goto('/login?next=%2F%2Fevil.example%2F');
    await page.getByLabel('Email').fill('siti@pidsus.test');
    await page.getByLabel('Password', { exact: true }).fill('siti-rahasia-123');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
