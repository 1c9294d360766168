import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

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
});
