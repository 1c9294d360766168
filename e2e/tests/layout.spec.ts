import type { Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

/** From the next page load on, sums the layout shifts not caused by input (as Lighthouse's CLS counts them). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) {
          shifts.push(entry.value);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShiftTotal = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, v) => sum + v, 0));

test.describe('layout (requirements §2 Layout, decisions §5)', () => {
  test('staff get the files icon, the bell with its list, and the avatar menu', async ({ page }) => {
    await loginAs(page, 'staff');
    await expect(page.getByText('User Dashboard')).toBeVisible();
    await page.getByRole('button', { name: 'Notifikasi' }).click();
    // Its content depends on what colleagues did meanwhile: the empty list is a unit test's subject.
    await expect(page.getByRole('dialog', { name: 'Notifikasi' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Berkas', exact: true }).click();
    await expect(page).toHaveURL(/\/files$/);
    await expect(page.getByRole('heading', { name: 'My Files' })).toBeVisible();

    await page.getByRole('button', { name: 'Menu akun' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(accounts.staff.username)).toBeVisible();
    await expect(menu.getByText('User', { exact: true })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Jadwal Kasus' }).click();
    await expect(page).toHaveURL(/\/case-schedule$/);

    await page.getByRole('button', { name: 'Menu akun' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('contentinfo')).toContainText('Bidang Tindak Pidana Khusus');
  });

  test('admins have no files icon and no bell; their Profile entry opens /admin/profile', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(page.getByText('Admin Dashboard')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Berkas', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Notifikasi' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu akun' }).click();
    await expect(page.getByRole('menu').getByText('Administrator')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByText(accounts.admin.email)).toBeVisible();
  });

  test('the admin dashboard quick action opens the users screen with the add dialog', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.getByRole('link', { name: 'Tambah Pengguna Baru' }).click();
    // The request (?add=1 and the route state) is consumed: a reload does not open the dialog again.
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('dialog', { name: 'Tambah Pengguna' })).toBeVisible();
    await page.getByRole('button', { name: 'Batal' }).click();
    await expect(page.getByRole('cell', { name: accounts.staff.email })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Jabatan' })).toBeVisible();
  });

  test('the server refuses the user list to staff, not only the client', async ({ request }) => {
    const staff = await apiToken('staff');
    const admin = await apiToken('admin');
    const forbidden = await request.get('/api/users', { headers: { authorization: `Bearer ${staff}` } });
    expect(forbidden.status()).toBe(403);
    expect(await forbidden.json()).toEqual({ message: 'Anda tidak memiliki akses ke halaman ini' });
    const allowed = await request.get('/api/users', { headers: { authorization: `Bearer ${admin}` } });
    expect(allowed.status()).toBe(200);
    expect(JSON.stringify(await allowed.json())).not.toContain('password');
  });

  test('the phone layout keeps every top-bar control reachable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'staff');
    for (const control of [
      page.getByRole('link', { name: 'Dashboard', exact: true }),
      page.getByRole('link', { name: 'Berkas', exact: true }),
      page.getByRole('button', { name: 'Notifikasi' }),
      page.getByRole('button', { name: 'Menu akun' }),
    ]) {
      await expect(control).toBeVisible();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('kiosk mode (?kiosk=1) shows the screen without top bar and footer, for the office TV', async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/case-schedule?kiosk=1');
    await expect(page.getByRole('heading', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/case-schedule');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
  test('the footer starts below the fold, so a screen growing from its loader moves nothing in view', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    // The admin dashboard is shorter than the window: the footer would otherwise sit in view at its bottom.
    await expect(page.getByText('Admin Dashboard')).toBeVisible();
    const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
    const viewportHeight = await page.evaluate(() => window.innerHeight);
    expect(footerTop).toBeGreaterThanOrEqual(viewportHeight);
  });

  // The cards are drawn one per commit, in the order they are laid out, which differs: on a phone the day's hearings,
  // the office's and the deadlines come first. Drawn in the other order, the cards already drawn move (0.61 on a phone).
  for (const [device, viewport] of [
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 800 }],
  ] as const) {
    test(`the staff dashboard on ${device} moves nothing in view while its hearings and deadlines arrive`, async ({
      page,
    }) => {
      // Something in both lists, so that each card grows from its loader.
      const word = uniqueWord();
      const token = await apiToken('staff');
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const profile = (await (await fetch(`${baseURL()}/api/profile`, { headers })).json()) as { id: number };
      // Several hearings: "Sidang Saya" grows well past its loader's height.
      const created = await createCaseViaApi(token, {
        title: `Sidang tata letak ${word}`,
        date: officeDate(1),
        time: '09:00',
        team_ids: [profile.id],
      });
      for (const day of [2, 3, 4, 5]) {
        await createCaseViaApi(token, {
          title: `Sidang tata letak ${word} hari ${day}`,
          date: officeDate(day),
          time: '10:00',
          team_ids: [profile.id],
        });
      }
      const deadline = await fetch(`${baseURL()}/api/cases/${created.id}/deadlines`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: `Tenggat tata letak ${word}`, due_date: officeDate(2) }),
      });
      expect(deadline.status).toBe(201);

      await page.setViewportSize(viewport);
      await loginAs(page, 'staff');
      // The hearings arrive before the deadlines, each late enough for the page to paint its loader first.
      await page.route('**/api/cases?*mine=1*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.route('**/api/deadlines?*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 900));
        await route.continue();
      });
      // "Masa Penahanan Berakhir" (decisions §8.2) arrives last: the cards still wait for it.
      await page.route('**/api/detentions?*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await route.continue();
      });
      await recordLayoutShifts(page);
      await page.reload();
      await expect(page.getByRole('region', { name: 'Sidang Saya' })).toContainText(`Sidang tata letak ${word}`);
      await expect(page.getByRole('region', { name: 'Tenggat Mendekat' })).toContainText(`Tenggat tata letak ${word}`);
      await page.waitForTimeout(300);
      expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
      // And laid out as designed: the day's hearings first on a phone, the schedule's card first on a desktop.
      const top = (name: string) =>
        page.getByRole('heading', { name, exact: true }).evaluate((heading) => heading.getBoundingClientRect().top);
      const hearingsFirst = (await top('Sidang Saya')) < (await top('Jenis Jadwal'));
      expect(hearingsFirst).toBe(device === 'a phone');
    });
  }

  test('on a phone, a case draws its team, its sections and its history (one by one) and moves nothing in view', async ({
    page,
  }) => {
    const title = `Perkara tata letak ${uniqueWord()}`;
    const created = await createCaseViaApi(await apiToken('staff'), { title, date: officeDate(3) });
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'staff');
    await recordLayoutShifts(page);
    await page.goto(`/case/${created.id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    for (const name of ['Tim Jaksa', 'Tenggat', 'Berkas Perkara', 'Riwayat']) {
      await expect(page.getByRole('region', { name })).toBeAttached();
    }
    await page.waitForTimeout(300);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });

  test('on a phone, a case list keeps its loaders until its cards are drawn, so "Muat Lebih Banyak" never jumps', async ({
    page,
  }) => {
    // More than one page of cases in the stage: the list ends with "Muat Lebih Banyak".
    const word = uniqueWord();
    const token = await apiToken('staff');
    for (let i = 0; i < 31; i += 1) {
      await createCaseViaApi(token, {
        type: 'eksekusi',
        title: `Daftar tata letak ${word} ${i}`,
        date: officeDate(40),
        time: '09:00',
      });
    }
    await page.setViewportSize({ width: 412, height: 823 });
    await loginAs(page, 'staff');
    await page.route('**/api/cases?*type=eksekusi*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    // Before every frame: was the button there while no card was? The cards are drawn in a render of their own after
    // the answer (useDeferredValue), which a slowed CPU spreads over several frames, as on a phone.
    await page.addInitScript(() => {
      const seen = { buttonWithoutCards: false, cards: false };
      Object.assign(window, { listFrames: seen });
      const watch = () => {
        const cards = document.querySelectorAll('article[data-case-id]').length;
        const button = Array.from(document.querySelectorAll('button')).some(
          (b) => b.textContent === 'Muat Lebih Banyak',
        );
        seen.cards ||= cards > 0;
        seen.buttonWithoutCards ||= button && cards === 0;
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await recordLayoutShifts(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/cases/eksekusi');
    await expect(page.getByRole('button', { name: 'Muat Lebih Banyak' })).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { listFrames: unknown }).listFrames)).toEqual({
      buttonWithoutCards: false,
      cards: true,
    });
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });

  test('on a phone, the statistics move nothing in view while their figures arrive', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await loginAs(page, 'admin');
    await page.route('**/api/admin/stats*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await recordLayoutShifts(page);
    await page.goto('/admin/stats');
    await expect(page.getByRole('region', { name: 'Kasus per Kategori dan Status' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });

  test('on a phone, the late arrival of Roboto moves nothing in view (the fallback font is scaled to it)', async ({
    page,
  }) => {
    // Lighthouse's phone: the three buttons fit on one line in Roboto, not in the wider fallback font.
    await page.setViewportSize({ width: 412, height: 823 });
    await loginAs(page, 'staff');
    // A cold visit on a slow line: the page is drawn in the fallback font first, Roboto swapped in later.
    await page.route('**/assets/roboto-*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await recordLayoutShifts(page);
    await page.goto('/files');
    await expect(page.getByRole('button', { name: 'Upload File' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => page.evaluate(() => document.fonts.check('500 16px Roboto'))).toBe(true);
    await page.waitForTimeout(300);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
  });

  test('on a phone, the profile moves nothing in view while it loads', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await loginAs(page, 'staff');
    await page.route('**/api/profile', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await recordLayoutShifts(page);
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Ubah Avatar' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Terima notifikasi semua kasus' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });

  test('on a phone, the settings form takes its place at once, so the templates below it do not move', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await loginAs(page, 'admin');
    await page.route('**/api/admin/settings', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await recordLayoutShifts(page);
    await page.goto('/admin/settings');
    await expect(page.getByLabel(/Nama kantor/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Templat Tenggat' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });
});
