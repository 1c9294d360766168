import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, expect, loginAs, test } from '../support/fixtures';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The names of the page's buttons and fields as assistive technology reads them, one entry per control. */
async function controlNames(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return [
    ...snapshot.matchAll(/^\s*- (?:button|textbox|searchbox|combobox|switch|checkbox) "((?:[^"\\]|\\.)*)"/gm),
  ].map((match) => match[1] ?? '');
}

const repeated = (names: string[]) => names.filter((name, index) => names.indexOf(name) !== index);

/** Every control of the top bar lies inside the window, none over another, and the bar does not scroll sideways. */
async function expectBarFits(page: Page) {
  const bar = page.getByRole('banner');
  const boxes = await bar.locator('a, button, input').evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map(({ left, right, top, bottom }) => ({ left, right, top, bottom })),
  );
  const width = await page.evaluate(() => window.innerWidth);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
  const sorted = [...boxes].sort((a, b) => a.left - b.left);
  for (let index = 1; index < sorted.length; index += 1) {
    const [before, after] = [sorted[index - 1]!, sorted[index]!];
    const sameRow = before.top < after.bottom && after.top < before.bottom;
    if (sameRow && !(after.left >= before.left && after.right <= before.right)) {
      expect(after.left, 'top-bar controls overlap').toBeGreaterThanOrEqual(before.right - 0.5);
    }
  }
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
}

test.describe('the top bar: the office day one click away (decisions §10)', () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`staff open today's board and the calendar from the top bar at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, 'staff');
      const bar = page.getByRole('banner');
      await expect(bar.getByRole('link', { name: 'Jadwal Hari Ini', exact: true })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Kalender', exact: true })).toBeVisible();
      await expectBarFits(page);
      const axe = await new AxeBuilder({ page }).withTags(wcagTags).include('header').analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);

      await bar.getByRole('link', { name: 'Jadwal Hari Ini', exact: true }).click();
      await expect(page).toHaveURL(/\/case-schedule$/);
      await expect(page.getByRole('heading', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' })).toBeVisible();
      await bar.getByRole('link', { name: 'Kalender', exact: true }).click();
      await expect(page).toHaveURL(/\/calendar$/);
      await expect(page.getByRole('heading', { name: 'Kalender', level: 1 })).toBeVisible();
    });
  }

  test('an icon of the top bar names itself in a hint on hover and on keyboard focus, within the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 600 });
    await loginAs(page, 'staff');
    const bar = page.getByRole('banner');
    const files = bar.getByRole('link', { name: 'Berkas', exact: true });
    const bell = bar.getByRole('button', { name: /^Notifikasi/ });
    const account = bar.getByRole('button', { name: 'Menu akun' });
    // The hint is the button's `::after`: its text, whether it shows, and where its right edge is.
    const hint = (target: typeof files) =>
      target.evaluate((element) => {
        const style = getComputedStyle(element, '::after');
        const box = element.getBoundingClientRect();
        return {
          text: style.content,
          shown: style.display !== 'none',
          right: box.right - Number.parseFloat(style.right),
        };
      });
    await expect.poll(() => hint(files)).toMatchObject({ text: '"Berkas"', shown: false });

    await files.hover();
    await expect.poll(() => hint(files)).toMatchObject({ text: '"Berkas"', shown: true });
    await page.mouse.move(10, 500);
    await expect.poll(async () => (await hint(files)).shown).toBe(false);

    // From the keyboard: the bell's hint while it has the focus, the account menu's after Tab.
    await bell.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => hint(bell)).toMatchObject({ text: '"Notifikasi"', shown: true });
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await hint(bell)).shown).toBe(false);
    const accountHint = await hint(account);
    expect(accountHint).toMatchObject({ text: '"Menu akun"', shown: true });
    expect(accountHint.right).toBeLessThanOrEqual(800);
  });

  test('an administrator has neither link in the top bar', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(page.getByText('Admin Dashboard')).toBeVisible();
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: 'Jadwal Hari Ini' })).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'Kalender' })).toHaveCount(0);
  });

  test("the top-bar search's button is named 'Cari kasus' and searches every stage", async ({ page }) => {
    const word = uniqueWord();
    await createCaseViaApi(await apiToken('staff2'), { title: `Cari tombol ${word}`, date: officeDate(3) });
    await loginAs(page, 'staff');
    const search = page.getByRole('banner').getByRole('search');
    await search.getByRole('searchbox').fill(word);
    await search.getByRole('button', { name: 'Cari kasus', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(page.getByRole('list', { name: 'Hasil pencarian' })).toContainText(`Cari tombol ${word}`);
  });

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`no two controls share a name on the search, list, files and dashboard screens at ${viewport.width}`, async ({
      page,
    }) => {
      // Seven screens opened afresh, on a machine that runs other tests meanwhile.
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await loginAs(page, 'staff');
      const screens = [
        { path: '/dashboard', heading: 'Dashboard Penjadwalan Tindak Pidana Khusus' },
        { path: '/search', heading: 'Cari Kasus' },
        { path: '/search?q=korupsi', heading: 'Cari Kasus' },
        { path: '/cases/penyidikan', heading: 'Daftar Kasus Penyidikan' },
        { path: '/my-cases', heading: 'Kasus Saya' },
        { path: '/files', heading: 'My Files' },
        { path: '/calendar', heading: 'Kalender' },
      ];
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0, { timeout: 20_000 });
        expect(repeated(await controlNames(page)), `controls sharing a name on ${screen.path}`).toEqual([]);
      }
      // The file manager's field says what it searches.
      await page.goto('/files');
      await expect(page.getByRole('main').getByLabel('Cari berkas', { exact: true })).toBeVisible();
    });
  }
});
