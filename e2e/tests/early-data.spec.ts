import type { Page, Request } from '@playwright/test';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, expect, loginAs, test } from '../support/fixtures';

/**
 * Holds this page's `GET /api/config` (the logged-in screens' guard waits for it: the office's zone) until `release`,
 * and records every API request the page makes meanwhile and after.
 */
async function holdTheGuard(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = false;
  const requests: { url: URL; beforeTheGuard: boolean }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/config') {
      requests.push({ url, beforeTheGuard: !answered });
    }
  });
  await page.route('**/api/config', async (route) => {
    await held;
    answered = true;
    await route.continue();
  });
  return {
    requests,
    release: () => release(),
    /** The requests for `pathname` with these query parameters, in the order made. */
    made: (pathname: string, query: Record<string, string> = {}) =>
      requests.filter(
        ({ url }) =>
          url.pathname === pathname &&
          Object.entries(query).every(([name, value]) => url.searchParams.get(name) === value),
      ),
  };
}

/**
 * Holds the next download of the script whose name starts with `name` (a screen's code) until `release`, and tells
 * which of the page's API requests left while it was held.
 */
async function holdTheCode(page: Page, name: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  let answered = false;
  const whileHeld: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && asked && !answered) {
      whileHeld.push(url);
    }
  });
  await page.route(`**/assets/${name}-*.js`, async (route) => {
    asked = true;
    await held;
    answered = true;
    await route.continue();
  });
  return { whileHeld, wasAsked: () => asked, release: () => release() };
}

test.describe('a screen’s first answer asked for with its guard (Performance)', () => {
  test('a list asks for its first page, with the filters in its address, while the guard waits; once', async ({
    page,
  }) => {
    const word = uniqueWord();
    const title = `Perkara dini ${word}`;
    await createCaseViaApi(await apiToken('staff'), { title, type: 'penuntutan', date: officeDate(2) });
    await loginAs(page, 'staff');
    const guard = await holdTheGuard(page);
    await page.goto(`/cases/penuntutan?q=${word}&sort=newest&status=Belum+Selesai`);
    const query = { type: 'penuntutan', q: word, sort: 'newest', status: 'Belum Selesai', offset: '0' };
    await expect.poll(() => guard.made('/api/cases', query).length).toBe(1);
    expect(guard.made('/api/cases', query)[0]?.beforeTheGuard).toBe(true);
    guard.release();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(guard.made('/api/cases', { type: 'penuntutan' })).toHaveLength(1);
  });

  test('a case asks for itself while the guard waits; once', async ({ page }) => {
    const title = `Perkara dini ${uniqueWord()}`;
    const created = await createCaseViaApi(await apiToken('staff'), { title, date: officeDate(1) });
    await loginAs(page, 'staff');
    const guard = await holdTheGuard(page);
    await page.goto(`/case/${created.id}`);
    await expect.poll(() => guard.made(`/api/cases/${created.id}`).length).toBe(1);
    expect(guard.made(`/api/cases/${created.id}`)[0]?.beforeTheGuard).toBe(true);
    guard.release();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(guard.made(`/api/cases/${created.id}`)).toHaveLength(1);
  });

  test('a new tab, which joins the session an open tab holds, asks as early (decisions §7.5)', async ({ page }) => {
    const title = `Perkara dini ${uniqueWord()}`;
    const created = await createCaseViaApi(await apiToken('staff'), { title, date: officeDate(1) });
    await loginAs(page, 'staff');
    const newTab = await page.context().newPage();
    const guard = await holdTheGuard(newTab);
    await newTab.goto(`/case/${created.id}`);
    await expect.poll(() => guard.made(`/api/cases/${created.id}`).length).toBe(1);
    expect(guard.made(`/api/cases/${created.id}`)[0]?.beforeTheGuard).toBe(true);
    guard.release();
    await expect(newTab.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await newTab.waitForLoadState('networkidle');
    expect(guard.made(`/api/cases/${created.id}`)).toHaveLength(1);
  });

  test('the board and the dashboard, opened from the top bar, ask for the office’s day while their code loads', async ({
    page,
  }) => {
    await loginAs(page, 'staff');
    const today = officeDate(0);
    const board = await holdTheCode(page, 'schedule-page');
    await page.getByRole('link', { name: 'Jadwal Hari Ini', exact: true }).click();
    await expect.poll(() => board.whileHeld.map((url) => url.pathname)).toContain('/api/schedule');
    expect(board.wasAsked()).toBe(true);
    expect(board.whileHeld.find((url) => url.pathname === '/api/schedule')?.searchParams.get('date')).toBe(today);
    board.release();
    await expect(page.getByRole('heading', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' })).toBeVisible();

    // The dashboard's code is held on a page that has not loaded it yet.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' })).toBeVisible();
    const dashboard = await holdTheCode(page, 'dashboard-page');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect
      .poll(() => dashboard.whileHeld.map((url) => `${url.pathname}?${url.searchParams.get('mine') ?? ''}`).sort())
      .toEqual(['/api/cases?1', '/api/deadlines?1', '/api/detentions?1', '/api/schedule?']);
    dashboard.release();
    await expect(page.getByRole('heading', { name: 'Dashboard Penjadwalan Tindak Pidana Khusus' })).toBeVisible();
  });

  test('“Berkas” and the administrator’s dashboard ask for their answers while their code loads', async ({
    page,
    browser,
  }) => {
    await loginAs(page, 'staff');
    const files = await holdTheCode(page, 'files-page');
    await page.getByRole('link', { name: 'Berkas', exact: true }).click();
    await expect.poll(() => files.whileHeld.map((url) => url.pathname)).toContain('/api/files');
    expect(files.whileHeld.find((url) => url.pathname === '/api/files')?.searchParams.get('path')).toBe('/');
    files.release();
    await expect(page.getByRole('heading', { name: 'My Files', level: 1 })).toBeVisible();

    const context = await browser.newContext();
    const adminPage = await context.newPage();
    await loginAs(adminPage, 'admin');
    await adminPage.goto('/admin/users');
    await expect(adminPage.getByRole('heading', { name: 'Manajemen Pengguna', level: 1 })).toBeVisible();
    const admin = await holdTheCode(adminPage, 'admin-dashboard-page');
    await adminPage.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect.poll(() => admin.whileHeld.map((url) => url.pathname)).toContain('/api/admin/stats/overview');
    admin.release();
    await expect(adminPage.getByRole('heading', { name: 'Dashboard Administrator', level: 1 })).toBeVisible();
    await context.close();
  });

  test('a session the server refuses during a move sends to the login, which returns to the screen moved to', async ({
    page,
  }) => {
    // No socket event reaches this tab: a colleague's write would make the dashboard ask again with the refused token
    // before the click (as in login.spec.ts).
    await page.routeWebSocket(/\/socket\.io\//, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (typeof message !== 'string' || !message.startsWith('42')) {
          socket.send(message);
        }
      });
    });
    await loginAs(page, 'staff2');
    await page.waitForLoadState('networkidle');
    // The screen's code held: the early request's 401 comes while the move to /files is still under way.
    const files = await holdTheCode(page, 'files-page');
    await page.evaluate(() => sessionStorage.setItem('token', 'sudah-tidak-berlaku'));
    await page.getByRole('link', { name: 'Berkas', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Ffiles$/);
    files.release();
    await expect(page.getByRole('status')).toHaveText('Sesi Anda telah berakhir. Silakan masuk kembali.');
  });

  test('"Kasus Saya" asks for the caller’s cases while the guard waits', async ({ page }) => {
    await loginAs(page, 'staff');
    const guard = await holdTheGuard(page);
    await page.goto('/my-cases');
    await expect.poll(() => guard.made('/api/cases', { mine: '1' }).length).toBe(1);
    expect(guard.made('/api/cases', { mine: '1' })[0]?.beforeTheGuard).toBe(true);
    guard.release();
    await expect(page.getByRole('heading', { name: 'Kasus Saya', level: 1 })).toBeVisible();
  });

  test('an administrator, whom "Kasus Saya" sends home, asks for no list of their own', async ({ page }) => {
    await loginAs(page, 'admin');
    const guard = await holdTheGuard(page);
    await page.goto('/my-cases');
    guard.release();
    await expect(page).toHaveURL(/\/admin$/);
    await page.waitForLoadState('networkidle');
    expect(guard.made('/api/cases', { mine: '1' })).toHaveLength(0);
  });

  test('a visitor without a session asks for no case before the login page', async ({ page }) => {
    const guard = await holdTheGuard(page);
    await page.goto('/cases/penyidikan');
    guard.release();
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.waitForLoadState('networkidle');
    expect(guard.made('/api/cases')).toHaveLength(0);
  });
});
