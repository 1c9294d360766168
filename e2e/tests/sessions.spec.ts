import type { Page } from '@playwright/test';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';
import { accounts } from '../support/accounts';

const profileStatus = async (page: Page, token: string | null) =>
  (await page.request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } })).status();

test.describe('one session across the tabs of a browser (requirements §4, decisions §7.5)', () => {
  test('a new tab of a logged-in browser opens logged in, and the first tab stays logged in', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'staff2');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));

    // A pasted link or a Ctrl-click: a tab of its own, without the first tab's sessionStorage.
    const secondTab = await context.newPage();
    await secondTab.goto('/case-schedule?kiosk=1');
    await expect(secondTab).toHaveURL(/\/case-schedule\?kiosk=1$/);
    await expect(secondTab.getByRole('heading', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' })).toBeVisible();
    expect(await secondTab.evaluate(() => sessionStorage.getItem('token'))).toBe(token);

    // Ctrl-click on a link of the first tab.
    const [thirdTab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Berkas', exact: true }).click({ modifiers: ['Control'] }),
    ]);
    await expect(thirdTab).toHaveURL(/\/files$/);
    await expect(thirdTab.getByRole('heading', { name: 'My Files' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await profileStatus(page, token)).toBe(200);
  });

  test('after the last tab closed, a new tab starts at /login: the browser kept no token (decisions §9.5)', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'staff2');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull(); // only in this tab's sessionStorage
    await page.close(); // the browser's only tab: what closing the browser leaves is localStorage

    const reopened = await context.newPage();
    await reopened.goto('/dashboard');
    await expect(reopened).toHaveURL(/\/login\?next=%2Fdashboard$/);
    await expect(reopened.getByRole('status')).toHaveCount(0); // nothing ended by the server: no message
    expect(await reopened.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await reopened.evaluate(() => Object.keys(localStorage).filter((key) => /token|user/i.test(key)))).toEqual(
      [],
    );
  });

  test('a token an earlier version left in localStorage is removed and ended on the server', async ({ page }) => {
    const token = await apiToken('staff2');
    await page.goto('/login');
    await page.evaluate((stale) => localStorage.setItem('token', stale), token);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => profileStatus(page, token)).toBe(401);
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
    await page.getByRole('link', { name: 'Berkas', exact: true }).click();
    await expect(page).toHaveURL(/\/files$/);
    // The session's role gone in this very tab fires no storage event and no call fails: only the guard can notice.
    await page.evaluate(() => sessionStorage.removeItem('userRole'));
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
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(
      (await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })).status(),
    ).toBe(200);

    await expect(page).toHaveURL(/\/login\?next=%2Fcase-schedule%3Fkiosk%3D1$/);
    await expect(page.getByRole('status')).toHaveText('Sesi Anda telah berakhir. Silakan masuk kembali.');
    await page.getByLabel('Email').fill('siti@pidsus.test');
    await page.getByLabel('Password', { exact: true }).fill(accounts.staff2.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/case-schedule\?kiosk=1$/);
  });

  test('a reload of the kiosk board after its session ended elsewhere explains it and returns there (decisions §10)', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'staff2');
    await page.goto('/case-schedule?kiosk=1');
    await expect(page.getByRole('heading', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' })).toBeVisible();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    // Ended while the board heard nothing (the network down): only the reload finds out.
    await context.setOffline(true);
    const ended = await fetch(`${baseURL()}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.status).toBe(200);
    await context.setOffline(false);
    await page.reload();

    await expect(page).toHaveURL(/\/login\?next=%2Fcase-schedule%3Fkiosk%3D1$/);
    await expect(page.getByRole('status')).toHaveText('Sesi Anda telah berakhir. Silakan masuk kembali.');
    await page.getByLabel('Email').fill('siti@pidsus.test');
    await page.getByLabel('Password', { exact: true }).fill(accounts.staff2.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/case-schedule\?kiosk=1$/);
  });

  test('Back after a logout never shows a logged-in page (decisions §10)', async ({ page }) => {
    await loginAs(page, 'staff2');
    await page.getByRole('link', { name: 'Berkas', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'My Files' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu akun' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'My Files' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  });

  test('a page the role may not open sends it home after logging in', async ({ page }) => {
    await page.goto('/login?next=%2Fadmin%2Fusers');
    await page.getByLabel('Email').fill('siti@pidsus.test');
    await page.getByLabel('Password', { exact: true }).fill(accounts.staff2.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('another site is never a place to return to', async ({ page }) => {
    await page.goto('/login?next=%2F%2Fevil.example%2F');
    await page.getByLabel('Email').fill('siti@pidsus.test');
    await page.getByLabel('Password', { exact: true }).fill(accounts.staff2.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
