import type { Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from '../../scripts/lib/build.mjs';
import { accounts } from '../support/accounts';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, expect, loginAs, test } from '../support/fixtures';
import { startServer } from '../support/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const board = (page: Page) => page.getByRole('table', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' });

test.describe('the board on a TV (decisions §7.5)', () => {
  test('at 1920×1080 a page holds at least 12 hearings, a long title wraps to two lines, the page number is large', async ({
    page,
  }) => {
    const token = await apiToken('staff2');
    const word = uniqueWord();
    const day = officeDate(61); // a day of this test's own
    const long = `Sidang pembacaan tuntutan perkara korupsi pengadaan alat kesehatan ${word}`;
    await createCaseViaApi(token, { title: long, date: day, time: '07:30', number: 'PDS-01/M.1.10/Ft.1/11/2026' });
    for (let index = 0; index < 29; index += 1) {
      await createCaseViaApi(token, { title: `Sidang ${index} ${word}`, date: day, time: '08:00' });
    }
    await loginAs(page, 'staff');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`/case-schedule?kiosk=1&date=${day}`);
    const table = board(page);
    await expect(table.getByText(long)).toBeVisible();
    const rows = (await table.getByRole('row').count()) - 1;
    expect(rows).toBeGreaterThanOrEqual(12);
    await expect(page.getByText(/^Halaman 1 dari [23]$/)).toBeVisible();
    const pageSize = await page
      .getByTestId('schedule-page')
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(pageSize).toBeGreaterThanOrEqual(24);

    // The title wraps to a second line, and all of it is inside the visible box (decisions §10: never cut).
    const title = table.getByTestId('schedule-title').filter({ hasText: long });
    const shown = await title.evaluate((element) => ({
      lines: Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)),
      whole: element.scrollHeight <= element.clientHeight + 1,
    }));
    expect(shown).toEqual({ lines: 2, whole: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a full-width banner says since when the data has not been updated while the connection is lost', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'staff');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/case-schedule?kiosk=1');
    await expect(page.getByTestId('schedule-updated')).toHaveText(/^diperbarui/);
    const stale = page.getByTestId('board-stale');
    await expect(stale).toHaveCount(0);

    await context.setOffline(true);
    await expect(stale).toHaveText(/^Data belum diperbarui sejak \d{2}\.\d{2}$/, { timeout: 15_000 });
    const size = await stale.evaluate((element) => ({
      font: parseFloat(getComputedStyle(element).fontSize),
      width: element.getBoundingClientRect().width,
    }));
    expect(size.font).toBeGreaterThanOrEqual(32);
    expect(size.width).toBeGreaterThan(1920 * 0.85);

    // Back by itself once the server can be reached again.
    await context.setOffline(false);
    await expect(stale).toHaveCount(0, { timeout: 20_000 });
  });
});

test.describe('the board in the office and on a phone (decisions §7.5)', () => {
  test('a row opens its case, and the day buttons step ?date= with the place column only where there is one', async ({
    page,
  }) => {
    const token = await apiToken('staff2');
    const word = uniqueWord();
    const day = officeDate(62);
    const next = officeDate(63);
    await createCaseViaApi(token, {
      title: `Sidang bertempat ${word}`,
      date: day,
      time: '09:00',
      location: 'Ruang Sidang Tipikor 2',
    });
    await createCaseViaApi(token, { title: `Sidang tanpa tempat ${word}`, date: next, time: '10:00' });
    await loginAs(page, 'staff');
    await page.goto(`/case-schedule?date=${day}`);
    const table = board(page);
    await expect(table.getByRole('columnheader', { name: 'Tempat', exact: true })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: word })).toContainText('Ruang Sidang Tipikor 2');

    await page.getByRole('button', { name: 'Hari berikutnya' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${next}`));
    await expect(table.getByText(`Sidang tanpa tempat ${word}`)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Tempat', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Hari sebelumnya' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${day}`));

    // A click on the row, not only on its title, opens the case; Kembali returns to this day.
    await table.getByRole('row').filter({ hasText: word }).getByText('Ruang Sidang Tipikor 2').click();
    await expect(page).toHaveURL(/\/case\/\d+$/);
    await expect(page.getByRole('heading', { name: `Sidang bertempat ${word}`, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(new RegExp(`/case-schedule\\?date=${day}$`));

    await page.getByRole('button', { name: 'Hari ini' }).click();
    await expect(page).toHaveURL(/\/case-schedule$/);
  });

  test('at 390×844 each hearing is a card with its whole title, and nothing scrolls sideways', async ({ page }) => {
    const token = await apiToken('staff2');
    const word = uniqueWord();
    const day = officeDate(64);
    const long = `Eksekusi denda dan uang pengganti terpidana perkara korupsi dana desa ${word}`;
    await createCaseViaApi(token, {
      title: long,
      date: day,
      time: '13:00',
      type: 'eksekusi',
      location: 'Ruang Sidang Cakra',
      prosecutor: 'Hendra Gunawan, S.H.',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'staff');
    await page.goto(`/case-schedule?date=${day}`);
    const list = page.getByRole('list', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' });
    const card = list.getByRole('listitem').filter({ hasText: word });
    await expect(card.getByRole('link', { name: long })).toBeVisible();
    await expect(card).toContainText('Menunggu');
    await expect(card).toContainText('Ruang Sidang Cakra');
    await expect(card).toContainText('Eksekusi');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await card.getByRole('link', { name: long }).click();
    await expect(page).toHaveURL(/\/case\/\d+$/);
  });
});

test.describe("the office's time zone is the server's (decisions §7.5)", () => {
  test('with TZ_OFFICE=Asia/Makassar the clock, the day and a case history show WITA in a browser set to New York', async ({
    browser,
  }) => {
    test.slow();
    const server = await startServer(root, serverArgs(), { TZ_OFFICE: 'Asia/Makassar' }, accounts.admin);
    const context = await browser.newContext({ baseURL: server.url, timezoneId: 'America/New_York', locale: 'id-ID' });
    try {
      const page = await context.newPage();
      expect(await (await page.request.get('/api/config')).json()).toEqual({
        time_zone: 'Asia/Makassar',
        office_name: 'Bidang Tindak Pidana Khusus',
      });
      await page.goto('/login');
      await page.getByLabel('Email').fill(accounts.admin.email);
      await page.getByLabel('Password', { exact: true }).fill(accounts.admin.password);
      await page.getByRole('button', { name: 'Masuk' }).click();
      await expect(page).toHaveURL(/\/admin$/);

      const wita = (options: Intl.DateTimeFormatOptions, moment = new Date()) =>
        new Intl.DateTimeFormat('id-ID', { ...options, timeZone: 'Asia/Makassar' }).format(moment);
      await page.goto('/case-schedule?kiosk=1');
      const before = wita({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      const clock = (await page.getByRole('timer').textContent()) ?? '';
      const after = wita({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      expect([before, after]).toContain(clock.slice(0, 5));
      await expect(page.getByText(wita({ dateStyle: 'full' }), { exact: true })).toBeVisible();

      // A moment in a case's history: WITA, an hour after Jakarta and 12–13 hours off the browser's zone.
      const token = (await (
        await page.request.post('/api/auth/login', {
          data: { email: accounts.admin.email, password: accounts.admin.password },
        })
      ).json()) as { token: string };
      const created = await page.request.post('/api/cases', {
        headers: { authorization: `Bearer ${token.token}` },
        data: { title: `Kasus WITA ${uniqueWord()}`, date: officeDate(0), type: 'penyidikan' },
      });
      const item = (await created.json()) as { id: number; created_at: string };
      await page.goto(`/case/${item.id}`);
      const when = wita({ dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' }, new Date(item.created_at));
      await expect(page.getByText(when, { exact: true })).toBeVisible();
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
