import type { Route } from '@playwright/test';
import { accounts } from '../support/accounts';
import { baseURL, expect, test } from '../support/fixtures';
import { slowPageProxy } from '../support/slow-page-proxy';

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

  test('the app takes the page over without making an Intl object: the page writes no date nor amount, and the first one costs a phone ICU’s data', async ({
    page,
  }) => {
    // Each Intl object the page makes, counted from before its first script (docs/performance.md, "Intl's formats made
    // at their first use").
    await page.addInitScript(() => {
      const made: string[] = [];
      Object.assign(window, { intlMade: made });
      const names = ['Collator', 'DateTimeFormat', 'ListFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat'];
      for (const name of names) {
        const intl = Intl as unknown as Record<string, object>;
        const original = intl[name] as new (...args: unknown[]) => object;
        intl[name] = new Proxy(original, {
          construct(target, args, newTarget) {
            made.push(name);
            return Reflect.construct(target, args, newTarget) as object;
          },
          apply(target, self, args) {
            made.push(name);
            return Reflect.apply(target, self, args) as object;
          },
        });
      }
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
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
    // Roboto comes once the page is still (app/web-fonts.ts), app or not: its swap is not what is measured here.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            Array.from(document.fonts as unknown as Iterable<FontFace>).filter(
              (face) => face.family === 'Roboto' && face.status === 'loaded',
            ).length,
        ),
      )
      .toBe(4);
    const drawn = { box: await heading.boundingBox(), className: await heading.getAttribute('class') };
    await page.evaluate(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift' });
      // The labels as each frame shows them, until the app has taken the page over and settled.
      const labels = new Set<string>();
      Object.assign(window, { labels });
      const frame = (time: number) => {
        for (const label of Array.from(document.querySelectorAll('label'))) {
          labels.add(`${label.textContent} ${getComputedStyle(label).transform}`);
        }
        if (time < 20_000) {
          requestAnimationFrame(frame);
        }
      };
      requestAnimationFrame(frame);
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
    // Both labels stayed small through the takeover: neither grew back over its field for a frame and shrank again.
    await page.waitForTimeout(500);
    const labels = await page.evaluate(() => [...(window as unknown as { labels: Set<string> }).labels]);
    expect(labels.sort()).toEqual([`Email ${shrunk}`, `Password ${shrunk}`]);

    // The rest of the password goes on where the caret was, and Enter logs in.
    await page.keyboard.type(accounts.staff2.password.slice(half));
    await expect(password).toHaveValue(accounts.staff2.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the field the page opened in keeps its label small when the app takes the page over', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/login-page-[\w-]+\.js$/, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    // The browser puts the caret in Email (autofocus), nothing typed: its label is small above the empty field.
    const email = page.locator('label', { hasText: 'Email' });
    const shrunk = 'matrix(0.75, 0, 0, 0.75, 14, -9)';
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(email).toHaveCSS('transform', shrunk);
    await page.evaluate(() => {
      const seen = new Set<string>();
      Object.assign(window, { seen });
      const frame = (time: number) => {
        const label = Array.from(document.querySelectorAll('label')).find((each) => each.textContent === 'Email');
        seen.add(label ? getComputedStyle(label).transform : 'none');
        if (time < 20_000) {
          requestAnimationFrame(frame);
        }
      };
      requestAnimationFrame(frame);
    });

    release();
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeEnabled();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.waitForTimeout(500);
    // Seen before: the app drew the label large over the field for a frame, then MUI's transition shrank it again.
    expect(await page.evaluate(() => [...(window as unknown as { seen: Set<string> }).seen])).toEqual([shrunk]);
    // From then on the field's own state decides: left empty, its label goes back over it.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expect(email).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 14, 16)');
  });

  test('a page that arrives in two parts is not drawn until the whole form is there: nothing moves when the rest comes', async ({
    browser,
  }) => {
    // Seen under Lighthouse's slow 4G: the browser drew the card with only its first field (the card is centred, so
    // it stood lower), then the rest arrived and the card grew and moved up (layout shift 0.081).
    const proxy = await slowPageProxy(baseURL(), { path: '/login', splitBefore: 'type="password"', pauseMs: 1_000 });
    const context = await browser.newContext({
      baseURL: proxy.url,
      locale: 'id-ID',
      viewport: { width: 412, height: 823 },
    });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: number[] = [];
        const paints: { heading: boolean; password: boolean }[] = [];
        Object.assign(window, { shifts, paints });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // What a frame drawn before the page's end shows: the heading without the password field is the half page.
        const frame = () => {
          paints.push({
            heading: document.querySelector('h1') !== null,
            password: document.querySelector('input[type="password"]') !== null,
          });
          if (document.readyState === 'loading') {
            requestAnimationFrame(frame);
          }
        };
        requestAnimationFrame(frame);
      });
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Masuk' })).toBeEnabled();
      const seen = await page.evaluate(() => {
        const { shifts, paints } = window as unknown as {
          shifts: number[];
          paints: { heading: boolean; password: boolean }[];
        };
        return { shifts, paints };
      });
      expect(seen.paints.filter((paint) => paint.heading && !paint.password)).toEqual([]);
      // Roboto arriving moves the heading by a hair (0.00007); the half page moved the card by far more.
      expect(seen.shifts.filter((value) => value > 0.001)).toEqual([]);
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});
