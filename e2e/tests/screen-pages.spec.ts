import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, expect, loginAs, test } from '../support/fixtures';

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

/**
 * Each screen's address gets a page that names all of the screen's code (apps/web/route-pages.ts, docs/performance.md
 * "Each screen's code named in its page"): on a weak network the browser fetches it all at once, as it reads the page,
 * and the app adds no `<link>` of its own.
 */
test.describe("each screen's page names its code (Performance)", () => {
  test('a case: its page preloads the shell and the case screen, and the app adds no preload of its own', async ({
    page,
  }) => {
    const title = `Perkara halaman sendiri ${uniqueWord()}`;
    const created = await createCaseViaApi(await apiToken('staff'), { title, date: officeDate(2) });
    await loginAs(page, 'staff');
    const response = await page.goto(`/case/${created.id}`);
    const html = (await response?.text()) ?? '';
    const named = preloadsOf(html);
    expect(named.some((href) => /\/assets\/shell-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    expect(named.some((href) => /\/assets\/case-detail-route-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Every preload in the document is one the page came with: the router found nothing left to add.
    const inDocument = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute('href')),
    );
    expect(inDocument.sort()).toEqual([...named].sort());
  });

  test('the dashboard and an admin screen have their own pages; an address of no screen gets the app as before', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    const users = await page.goto('/admin/users');
    const usersCode = preloadsOf((await users?.text()) ?? '');
    expect(usersCode.some((href) => /\/assets\/users-page-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    await expect(page.getByRole('heading', { name: 'Manajemen Pengguna' })).toBeVisible();
    const dashboard = await page.request.get('/dashboard');
    const dashboardCode = preloadsOf(await dashboard.text());
    expect(dashboardCode.some((href) => /\/assets\/dashboard-page-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    expect(dashboardCode.some((href) => /\/assets\/users-page-/.test(href ?? ''))).toBe(false);
    // `/` only sends the visitor on: the app's page, with nothing drawn and no screen's code.
    const home = await page.request.get('/');
    expect(await home.text()).toContain('<div id="root"></div>');
    expect(preloadsOf(await home.text()).some((href) => /shell-/.test(href ?? ''))).toBe(false);
  });

  test('a screen without a form on it, or with its forms below it, does not come with the forms’ kit (zod and react-hook-form); one with a form does, with only the schemas it uses', async ({
    page,
  }) => {
    // Building the ~1,000 schemas takes a phone's CPU over half a second at 4× (docs/performance.md, "Code a screen
    // does not draw"): a list whose forms are in dialogs loads them when idle, not with the page.
    await loginAs(page, 'admin');
    const formsKit = /\/assets\/forms-[\w-]+\.js$/;
    for (const screen of [
      '/calendar',
      '/files',
      '/admin/users',
      '/admin/audit',
      '/dashboard',
      '/cases/penuntutan',
      '/case/1',
      '/admin/stats',
      // Their forms come once the page is drawn and idle (components/lazy-section.tsx).
      '/profile',
      '/admin/profile',
      '/admin/settings',
    ]) {
      const response = await page.request.get(screen);
      const code = preloadsOf(await response.text());
      expect(code.length, screen).toBeGreaterThan(0);
      expect(
        code.filter((href) => formsKit.test(href ?? '')),
        screen,
      ).toEqual([]);
    }
    // The forced password change is its form: it comes with the kit and an account's schemas, not those of a case, its
    // record or the settings (all of them took ~0.6 s of a phone's CPU, an account's ~0.4 s: docs/performance.md, "The
    // record's schemas without an account's").
    const forced = preloadsOf(await (await page.request.get('/change-password')).text());
    expect(forced.some((href) => formsKit.test(href ?? ''))).toBe(true);
    expect(forced.some((href) => /\/assets\/shared-account-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    expect(forced.filter((href) => /\/assets\/shared-record-/.test(href ?? ''))).toEqual([]);
    // The profile's and the settings' forms, which come after their first paint, build only the schemas they use:
    // lazy-code.spec.ts.
  });
});
