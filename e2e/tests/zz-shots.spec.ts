import { createCaseViaApi, officeDate } from '../support/cases';
import { apiToken, loginAs, test, expect } from '../support/fixtures';

test('screenshots', async ({ page }) => {
  const token = await apiToken('staff');
  const types = ['penyelidikan', 'penyidikan', 'penuntutan', 'eksekusi'];
  for (let i = 0; i < 10; i += 1) {
    const c = await createCaseViaApi(token, {
      title: `Perkara korupsi dana desa nomor ${i + 1}`,
      date: officeDate(i - 3),
      time: i % 3 === 0 ? '' : `0${8 + (i % 2)}:30`,
      location: 'Ruang Sidang Tipikor 2',
      type: types[i % 4],
    });
    if (i % 4 === 1) {
      await fetch(`${process.env.E2E_BASE_URL}/api/cases/${c.id}/deadlines`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: 'Penahanan penyidik', due_date: officeDate(i) }),
      });
    }
  }
  await loginAs(page, 'staff');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/calendar');
  await expect(page.locator('.fc-event').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/cal-month.png', fullPage: true });
  await page.getByRole('button', { name: 'Minggu' }).click();
  await expect(page.locator('.fc-timegrid').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/cal-week.png', fullPage: true });
  await page.getByRole('button', { name: 'Menu akun' }).click();
  await page.screenshot({ path: '/tmp/cal-menu.png' });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/calendar');
  await expect(page.getByRole('button', { name: 'Daftar', pressed: true })).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/cal-phone-list.png', fullPage: true });
  await page.goto('/calendar?view=month');
  await expect(page.locator('.fc-event').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/cal-phone-month.png', fullPage: true });
  await page.goto('/calendar?mine=1');
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/cal-phone-mine.png', fullPage: true });
  await page.route('**/api/calendar?*', (route) => route.fulfill({ status: 503, body: JSON.stringify({ message: 'Layanan sedang tidak tersedia, coba beberapa saat lagi' }), contentType: 'application/json' }));
  await page.goto('/calendar?view=week');
  await page.waitForTimeout(7000);
  await page.screenshot({ path: '/tmp/cal-error.png', fullPage: true });
  await page.unroute('**/api/calendar?*');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Buat Tautan Kalender' }).click();
  await expect(page.getByLabel('Tautan kalender')).toBeVisible();
  await page.getByRole('heading', { name: 'Kalender di Ponsel' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/profile-feed.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { name: 'Kalender di Ponsel' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/profile-feed-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Selesai' }).click();
  await page.screenshot({ path: '/tmp/profile-feed-active.png', fullPage: true });
});
