import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../support/fixtures';

/** Every route of requirements §2 and where each kind of visitor ends up. */
const routes: { path: string; anonymous: string; staff: string; admin: string }[] = [
  { path: '/login', anonymous: '/login', staff: '/dashboard', admin: '/admin' },
  { path: '/dashboard', anonymous: '/login', staff: '/dashboard', admin: '/admin' },
  { path: '/profile', anonymous: '/login', staff: '/profile', admin: '/admin' },
  { path: '/admin', anonymous: '/login', staff: '/dashboard', admin: '/admin' },
  { path: '/admin/profile', anonymous: '/login', staff: '/dashboard', admin: '/admin/profile' },
  { path: '/admin/users', anonymous: '/login', staff: '/dashboard', admin: '/admin/users' },
  { path: '/admin/stats', anonymous: '/login', staff: '/dashboard', admin: '/admin/stats' },
  { path: '/admin/settings', anonymous: '/login', staff: '/dashboard', admin: '/admin/settings' },
  { path: '/calendar', anonymous: '/login', staff: '/calendar', admin: '/calendar' },
  { path: '/category', anonymous: '/login', staff: '/category', admin: '/category' },
  { path: '/cases/penyidikan', anonymous: '/login', staff: '/cases/penyidikan', admin: '/cases/penyidikan' },
  { path: '/cases/bukan-kategori', anonymous: '/login', staff: '/category', admin: '/category' },
  { path: '/case/7', anonymous: '/login', staff: '/case/7', admin: '/case/7' },
  { path: '/case', anonymous: '/login', staff: '/dashboard', admin: '/dashboard' },
  { path: '/case/bukan-angka', anonymous: '/login', staff: '/dashboard', admin: '/dashboard' },
  { path: '/files', anonymous: '/login', staff: '/files', admin: '/files' },
  { path: '/case-schedule', anonymous: '/login', staff: '/case-schedule', admin: '/case-schedule' },
  { path: '/', anonymous: '/login', staff: '/dashboard', admin: '/admin' },
  { path: '/tidak/ada/halaman', anonymous: '/login', staff: '/dashboard', admin: '/admin' },
];

async function expectLanding(page: Page, path: string, expected: string) {
  await page.goto(path);
  await expect(page, `${path} should land on ${expected}`).toHaveURL((url) => url.pathname === expected);
}

test.describe('route guards (requirements §2, §6)', () => {
  test('anonymous visitors are sent to /login from every route', async ({ page }) => {
    for (const route of routes) {
      await expectLanding(page, route.path, route.anonymous);
    }
  });

  test('staff reach their routes and are sent home from admin routes', async ({ page }) => {
    await loginAs(page, 'staff');
    for (const route of routes) {
      await expectLanding(page, route.path, route.staff);
    }
  });

  test('admins reach their routes and are sent home from staff routes', async ({ page }) => {
    await loginAs(page, 'admin');
    for (const route of routes) {
      // /case without an id goes to /dashboard (requirements §2), which an admin's guard then sends to /admin.
      await expectLanding(page, route.path, route.admin === '/dashboard' ? '/admin' : route.admin);
    }
  });
});

test.describe('landmarks (decisions §10)', () => {
  /** Screens outside requirements §2's list, reached from menus. */
  const more = { staff: ['/search', '/my-cases', '/trash', '/files/trash'], admin: ['/trash', '/admin/audit'] };

  for (const role of ['staff', 'admin'] as const) {
    test(`every screen ${role} reach has exactly one main landmark, the profile included`, async ({ page }) => {
      // About twenty screens, each opened afresh.
      test.setTimeout(180_000);
      await loginAs(page, role);
      const reached = new Set(
        routes.map((route) => (role === 'admin' && route.admin === '/dashboard' ? '/admin' : route[role])),
      );
      for (const path of [...reached, ...more[role]]) {
        await page.goto(path);
        await expect(page, `${path} should stay`).toHaveURL((url) => url.pathname === path);
        // A screen's title, or what it says instead (the case /case/7 of this database does not exist).
        await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('alert')).first()).toBeVisible();
        await expect(page.getByRole('main'), `one main on ${path}`).toHaveCount(1);
      }
    });
  }

  test('the loader of a page opened afresh is in one main', async ({ page }) => {
    await loginAs(page, 'staff');
    // The office's time zone is asked for before the first screen: held back, the loader stays.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/config', async (route) => {
      await held;
      await route.continue();
    });
    const opened = page.goto('/profile');
    await expect(page.getByRole('progressbar', { name: 'Memuat…' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    release();
    await opened;
    await expect(page.getByRole('heading', { name: 'Profil Saya', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  test('the loader of a page opened afresh paints no content: the first contentful paint is the screen', async ({
    page,
  }) => {
    await loginAs(page, 'staff');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/config', async (route) => {
      await held;
      await route.continue();
    });
    const contentfulPaints = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length);
    const opened = page.goto('/profile');
    await expect(page.getByRole('progressbar', { name: 'Memuat…' })).toBeVisible();
    // Two frames drawn with the loader on the screen.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await contentfulPaints()).toBe(0);
    release();
    await opened;
    await expect(page.getByRole('heading', { name: 'Profil Saya', level: 1 })).toBeVisible();
    await expect.poll(contentfulPaints).toBe(1);
  });
});
