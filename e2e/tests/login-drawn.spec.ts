import type { Route } from '@playwright/test';
import { accounts } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/**
 * The login page comes from the server already drawn (apps/web/prerender.ts, docs/performance.md): on the office's
 * weak network the form is there before the JavaScript, and the app then takes it over without losing a key.
 */
test.describe('the login page drawn by the server (issue 30)', () => {
  test('without JavaScript the form is there, with Masuk disabled: a form sent before the app starts goes nowhere', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'id-ID' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Jadwal Pidsus', level: 1 })).toBeVisible();
    await expect(page.getByText('Sistem Penjadwalan Tindak Pidana Khusus')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeEditable();
    await expect(page.getByLabel('Password', { exact: true })).toBeEditable();
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeDisabled();
    await expect(page.getByText('Hubungi admin', { exact: false })).toBeVisible();
    // Only /login: another page is the app's empty root until its JavaScript runs.
    await page.goto('/dashboard');
    await expect(page.locator('#root')).toBeEmpty();
    await context.close();
  });

  test('what is typed before the app starts is kept, in place, and the app draws the same page over it', async ({
    page,
  }) => {
    // The login page's code is held back, as a slow network would: the app cannot start until it arrives.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/login-page-[\w-]+\.js$/, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    const masuk = page.getByRole('button', { name: 'Masuk' });
    await expect(masuk).toBeDisabled();
    await page.getByLabel('Email').fill(accounts.staff2.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.click();
    const half = Math.floor(accounts.staff2.password.length / 2);
    await page.keyboard.type(accounts.staff2.password.slice(0, half));
    // As in the app, a field with a value (or the one being typed in) has its label small above it, not over the text.
    const shrunk = 'matrix(0.75, 0, 0, 0.75, 14, -9)';
    await expect(page.locator('label', { hasText: 'Email' })).toHaveCSS('transform', shrunk);
    await expect(page.locator('label', { hasText: 'Password' })).toHaveCSS('transform', shrunk);
    const heading = page.getByRole('heading', { name: 'Jadwal Pidsus', level: 1 });
    const drawn = { box: await heading.boundingBox(), className: await heading.getAttribute('class') };
    await page.evaluate(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift' });
    });

    release();
    await expect(masuk).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(accounts.staff2.email);
    await expect(password).toHaveValue(accounts.staff2.password.slice(0, half));
    await expect(password).toBeFocused();
    await expect(page.locator('label', { hasText: 'Email' })).toHaveCSS('transform', shrunk);
    // The same classes (the styles the server sent, not written again) in the same place: nothing moved.
    expect(await heading.getAttribute('class')).toBe(drawn.className);
    expect(await heading.boundingBox()).toEqual(drawn.box);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);

    // The rest of the password goes on where the caret was, and Enter logs in.
    await page.keyboard.type(accounts.staff2.password.slice(half));
    await expect(password).toHaveValue(accounts.staff2.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
