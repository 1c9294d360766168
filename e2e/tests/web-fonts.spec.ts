import type { Page } from '@playwright/test';
import { createCaseViaApi, officeDate } from '../support/cases';
import { baseURL, expect, loginAs, test } from '../support/fixtures';
import { createAccountViaApi } from '../support/users';

/** Roboto's weights the page has loaded (app/web-fonts.ts adds them to `document.fonts`). */
const robotoLoaded = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.fonts as unknown as Iterable<FontFace>)
      .filter((face) => face.family.replace(/"/g, '') === 'Roboto' && face.status === 'loaded')
      .map((face) => face.weight)
      .sort(),
  );

const keptFonts = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('pidsus-fonts')).keys()).map((request) => request.url).length);

test.describe("Roboto after the screen (docs/performance.md, 'Roboto after the screen')", () => {
  test('a first visit asks for the fonts only once the screen is drawn, keeps them, and the next visit fetches none', async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) {
        fontRequests.push(request.url());
      }
    });

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    // Declared in the page's CSS, the four files were asked for as the page's first text was laid out.
    expect(fontRequests).toEqual([]);

    await expect.poll(() => robotoLoaded(page)).toEqual(['400', '500', '600', '700']);
    expect(fontRequests).toHaveLength(4);
    await expect.poll(() => keptFonts(page)).toBe(4);

    fontRequests.length = 0;
    await page.reload();
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    await expect.poll(() => robotoLoaded(page)).toEqual(['400', '500', '600', '700']);
    expect(fontRequests).toEqual([]);
  });

  test("on a first visit to a screen, no font is asked for while the screen's data is on its way", async ({ page }) => {
    // A card to wait for, whichever tests ran before: made by an account of the test's own, on no shared account's team.
    const owner = await createAccountViaApi();
    const login = await fetch(`${baseURL()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    const { token } = (await login.json()) as { token: string };
    await createCaseViaApi(token, { title: 'Sidang Huruf Roboto', date: officeDate(3) });
    await loginAs(page, 'staff2');
    // The login's document fetches and keeps the fonts once the dashboard is drawn: waited for, so that none of its
    // requests is counted below and it keeps nothing after the store is emptied.
    await expect.poll(() => robotoLoaded(page)).toEqual(['400', '500', '600', '700']);
    await expect.poll(() => keptFonts(page)).toBe(4);
    // A first visit: nothing kept from the login.
    await page.evaluate(() => caches.delete('pidsus-fonts'));
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) {
        fontRequests.push(request.url());
      }
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/cases\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/cases/penuntutan');
    await expect(page.getByRole('heading', { name: 'Daftar Kasus Penuntutan' })).toBeVisible();
    // Well past the 500 ms of stillness the loader waits for, had it not counted the list's request.
    await page.waitForTimeout(1_500);
    expect(fontRequests).toEqual([]);
    release();
    await expect(page.locator('.case-card-title').first()).toBeVisible();
    await expect.poll(() => robotoLoaded(page)).toEqual(['400', '500', '600', '700']);
    expect(fontRequests).toHaveLength(4);
  });

  test('on a first visit, no font is asked for while the page is still drawing in short tasks', async ({ page }) => {
    await loginAs(page, 'staff2');
    await expect.poll(() => keptFonts(page)).toBe(4);
    await page.evaluate(() => caches.delete('pidsus-fonts'));
    // What React does while it draws a screen in a render split into short tasks (app-shell, useDrawnWhen): 5 ms tasks
    // one after another, here for 4 s after the page's load. The checks of the loader still come on time between them,
    // and nothing is fetching; on a slow CPU the fonts were asked for in the middle of it (docs/performance.md,
    // "A flaky test, and what it showed").
    await page.addInitScript(() => {
      addEventListener('load', () => {
        const end = performance.now() + 4_000;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const started = performance.now();
          while (performance.now() - started < 5) {
            // the main thread held, as by a slice of a render
          }
          if (performance.now() < end) {
            channel.port2.postMessage(null);
          } else {
            (window as unknown as { drawingEnded: number }).drawingEnded = performance.now();
          }
        };
        channel.port2.postMessage(null);
      });
    });
    await page.goto('/dashboard');
    const drawingEnded = () => page.evaluate(() => (window as unknown as { drawingEnded?: number }).drawingEnded);
    await expect.poll(drawingEnded, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => robotoLoaded(page)).toEqual(['400', '500', '600', '700']);
    const { ended, fontsAsked } = await page.evaluate(() => ({
      ended: (window as unknown as { drawingEnded: number }).drawingEnded,
      fontsAsked: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }));
    expect(fontsAsked).toHaveLength(4);
    for (const asked of fontsAsked) {
      expect(asked, 'asked for after the drawing ended').toBeGreaterThan(ended);
    }
  });

  // An office PC has no DejaVu Sans: its fallback is Arial scaled to Roboto (app/fonts.css), measured here through
  // Liberation Sans, which has Arial's widths and metrics (Debian's fonts-liberation, which its Chromium brings).
  test("the fallback for Arial has Roboto's widths and line height, so nothing moves when Roboto comes", async ({
    page,
  }) => {
    await page.goto('/login');
    await expect.poll(() => robotoLoaded(page)).toEqual(['400', '500', '600', '700']);
    const sizes = await page.evaluate(async () => {
      const text =
        'Sidang tuntutan perkara korupsi dana desa, Jaksa Penuntut Umum: Dr. Andi Pratama Siregar, S.H., M.H. Rabu, 9 Desember 2026';
      const measure = (family: string, weight: number) => {
        const span = document.createElement('span');
        span.textContent = text;
        span.style.cssText = `font: ${weight} 16px/normal ${family}; white-space: nowrap; position: absolute`;
        document.body.append(span);
        const { width, height } = span.getBoundingClientRect();
        span.remove();
        return { width, height };
      };
      await document.fonts.load('16px "Roboto Fallback Arial"');
      await document.fonts.load('700 16px "Roboto Fallback Arial"');
      const arialFaces = Array.from(document.fonts as unknown as Iterable<FontFace>).filter(
        (face) => face.family.replace(/"/g, '') === 'Roboto Fallback Arial' && face.status === 'loaded',
      ).length;
      return {
        arialFaces,
        weights: [400, 500, 600, 700].map((weight) => ({
          weight,
          roboto: measure('Roboto', weight),
          fallback: measure('"Roboto Fallback Arial"', weight),
        })),
      };
    });
    expect(sizes.arialFaces, 'Arial or Liberation Sans installed').toBeGreaterThanOrEqual(2);
    for (const { weight, roboto, fallback } of sizes.weights) {
      expect(Math.abs(fallback.width / roboto.width - 1), `width at ${weight}`).toBeLessThan(0.015);
      expect(Math.abs(fallback.height - roboto.height), `line height at ${weight}`).toBeLessThanOrEqual(1);
    }
  });
});
