import { expect, loginAs, test } from '../support/fixtures';

test.describe('the session rule across tabs (requirements §4)', () => {
  test('a new tab without the session flag ends the session in every tab and on the server', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'staff2');
    const token = await page.evaluate(() => localStorage.getItem('token'));

    const secondTab = await context.newPage();
    await secondTab.goto('/dashboard');
    await expect(secondTab).toHaveURL(/\/login$/);

    // The first tab follows by itself, without a click.
    await expect(page).toHaveURL(/\/login$/);
    await expect
      .poll(async () =>
        (await page.request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);
  });

  test('moving between screens re-checks the session, not only the first page load', async ({ page }) => {
    await loginAs(page, 'staff2');
    await page.getByRole('link', { name: 'Berkas' }).click();
    await expect(page).toHaveURL(/\/files$/);
    // Storage cleared in this very tab fires no storage event: only the guard can notice.
    await page.evaluate(() => sessionStorage.clear());
    await page.getByRole('button', { name: 'Menu akun' }).click();
    await page.getByRole('menuitem', { name: 'Jadwal Kasus' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
