import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';
import { accounts } from '../support/accounts';

/** Roboto's weights loaded in the page (app/web-fonts.ts adds them once the screen is drawn). */
const robotoFaces = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.fonts as unknown as Iterable<FontFace>).filter(
        (face) => face.family.replace(/"/g, '') === 'Roboto' && face.status === 'loaded',
      ).length,
  );

test.describe('the calendar (decisions §7.4)', () => {
  test('shows a case at its hour on its day, follows changes live, and opens the case on a click', async ({ page }) => {
    const word = uniqueWord();
    const title = `Sidang kalender ${word}`;
    // A day far enough ahead that the other tests' cases do not crowd it.
    const day = officeDate(45);
    const token = await apiToken('staff');
    const created = await createCaseViaApi(token, { title, date: day, time: '09:30', type: 'penyidikan' });

    await loginAs(page, 'staff');
    await page.getByRole('button', { name: 'Menu akun' }).click();
    await page.getByRole('menuitem', { name: 'Kalender' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole('heading', { name: 'Kalender', level: 1 })).toBeVisible();
    // It shows every hearing, a finished case's too: it does not claim to show only what is unfinished.
    await expect(page.getByText(/^Sidang semua kasus dan tenggat yang belum dikerjakan/)).toBeVisible();

    await page.goto(`/calendar?view=week&date=${day}`);
    const column = page.locator(`.fc-timegrid-col[data-date="${day}"]`);
    const entry = column.getByRole('link', { name: new RegExp(title) });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('09.30');

    // A case added meanwhile by a colleague appears without a reload (cases:changed).
    const later = `Sidang susulan ${word}`;
    await createCaseViaApi(token, { title: later, date: day, time: '13:00', type: 'eksekusi' });
    await expect(column.getByRole('link', { name: new RegExp(later) })).toBeVisible();

    // The month view has it on its day too.
    await page.getByRole('button', { name: 'Bulan' }).click();
    await expect(page.locator(`.fc-daygrid-day[data-date="${day}"]`).getByText(title)).toBeVisible();

    await page.getByRole('button', { name: 'Daftar' }).click();
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/case/${created.id}$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  // Two weeks written out: one that took two lines in Roboto and one in the fallback (the calendar moved down 32 px),
  // and one that fitted beside the buttons in the fallback and not in Roboto (moved down 40 px; Lighthouse's 0.098).
  for (const [date, written] of [
    ['2026-11-28', /^28 November\s–\s4 Desember 2026$/],
    ['2026-12-02', /^2\s?–\s?8 Desember 2026$/],
  ] as const) {
    test(`on a phone the week of ${date} is titled on one line of its own, in Roboto and in the font drawn until Roboto arrives: nothing moves when it does`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await loginAs(page, 'staff2');
      // Roboto held back, as on a first visit over a weak line: the page is drawn in the fallback font first.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\.woff2$/, async (route) => {
        await held;
        await route.continue();
      });
      // Not kept from the login either (app/web-fonts.ts keeps them in Cache Storage): a first visit's load.
      await page.evaluate(() => caches.delete('pidsus-fonts'));
      await page.goto(`/calendar?view=list&date=${date}`);
      // The title of the period shown (announced when it changes).
      const title = page.locator('h2[aria-live="polite"]');
      await expect(title).toHaveText(written);
      const legend = page.getByText('Penyelidikan', { exact: true }).first();
      const before = { title: await title.boundingBox(), legend: await legend.boundingBox() };
      expect(await robotoFaces(page)).toBe(0);
      release();
      await expect.poll(() => robotoFaces(page)).toBe(4);
      await page.waitForFunction(() => document.fonts.status === 'loaded');
      expect(before.title?.height).toBeLessThan(40);
      expect(await title.boundingBox()).toMatchObject({ y: before.title?.y, height: before.title?.height });
      expect((await legend.boundingBox())?.y).toBe(before.legend?.y);
    });
  }

  test('the profile makes a feed link, shows it once, and revokes it', async ({ page }) => {
    await loginAs(page, 'staff2');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Kalender di Ponsel' })).toBeVisible();
    await expect(page.getByText('Anda belum memiliki tautan kalender.')).toBeVisible();
    // A feed key is a credential: without the password, none is made (decisions §9).
    await page.getByRole('button', { name: 'Buat Tautan Kalender' }).click();
    await expect(page.getByText('Masukkan kata sandi Anda untuk membuat tautan kalender')).toBeVisible();
    await page.getByLabel('Kata sandi Anda').fill('bukan-sandinya');
    await page.getByRole('button', { name: 'Buat Tautan Kalender' }).click();
    await expect(page.getByText('Password saat ini salah')).toBeVisible();
    await page.getByLabel('Kata sandi Anda').fill(accounts.staff2.password);
    await page.getByRole('button', { name: 'Buat Tautan Kalender' }).click();
    const field = page.getByLabel('Tautan kalender');
    await expect(field).toHaveValue(/\/api\/calendar\/feed\.ics\?key=[A-Za-z0-9_-]{43}$/);
    const url = await field.inputValue();
    await expect(page.getByRole('button', { name: 'Salin' })).toBeVisible();
    await expect(page.getByText('tautan ini tidak akan ditampilkan lagi')).toBeVisible();
    // The section with its link shown (the accessibility spec scans the profile before): WCAG 2.1 AA.
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .include('main')
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    const feed = await fetch(url.replace(/^https?:\/\/[^/]+/, baseURL()));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await page.getByRole('button', { name: 'Selesai' }).click();
    await expect(field).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(/^Tautan kalender aktif sejak/)).toBeVisible();
    await expect(page.getByLabel('Tautan kalender')).toHaveCount(0);

    await page.getByRole('button', { name: 'Cabut Tautan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cabut Tautan Kalender' });
    await dialog.getByRole('button', { name: 'Cabut Tautan' }).click();
    await expect(page.getByText('Tautan kalender dicabut')).toBeVisible();
    await expect(page.getByText('Anda belum memiliki tautan kalender.')).toBeVisible();
    const revoked = await fetch(url.replace(/^https?:\/\/[^/]+/, baseURL()));
    expect(revoked.status).toBe(401);
  });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test(`the list opens on today, not on Monday, at ${viewport.width}×${viewport.height} (decisions §10)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const word = uniqueWord();
      const token = await apiToken('staff2');
      const todays = `Sidang hari ini ${word}`;
      const earlier = `Sidang awal minggu ${word}`;
      // The week's Monday (yesterday on a Monday): before today, in the week the list used to start with.
      const weekday = (new Date(`${officeDate(0)}T12:00:00Z`).getUTCDay() + 6) % 7;
      await createCaseViaApi(token, { title: earlier, date: officeDate(-Math.max(weekday, 1)), time: '08:00' });
      await createCaseViaApi(token, { title: todays, date: officeDate(0), time: '23:30' });

      await loginAs(page, 'staff');
      await page.goto('/calendar');
      if (viewport.width > 600) {
        // The month grid is the wide screen's first view; the list is one click away.
        await page.getByRole('button', { name: 'Daftar' }).click();
      }
      const days = page.getByRole('main').locator('section');
      await expect(days.first().getByRole('link', { name: new RegExp(todays) })).toBeVisible();
      await expect(days.first()).toContainText('Hari ini');
      await expect(days.first().getByRole('heading')).toBeInViewport();
      await expect(page.getByRole('link', { name: new RegExp(earlier) })).toHaveCount(0);

      // Back a week shows the days before today.
      await page.getByRole('button', { name: 'Sebelumnya' }).click();
      await expect(page.getByRole('link', { name: new RegExp(earlier) })).toBeVisible();
      await page.getByRole('button', { name: 'Hari Ini' }).click();
      await expect(days.first().getByRole('link', { name: new RegExp(todays) })).toBeVisible();
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .include('main')
        .analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    });
  }

  test('a crowded day of the month shows its hearings before its deadlines, and its "+n lebih" list stays on the screen', async ({
    page,
  }) => {
    // A Sunday (the grid's right edge) four months ahead, which no other test crowds.
    let ahead = 120;
    while (new Date(`${officeDate(ahead)}T12:00:00Z`).getUTCDay() !== 0) {
      ahead += 1;
    }
    const day = officeDate(ahead);
    const word = uniqueWord();
    const token = await apiToken('staff');
    // Four deadlines due that day (all-day entries, which FullCalendar put before the timed ones).
    for (let i = 1; i <= 4; i += 1) {
      const owner = await createCaseViaApi(token, { title: `Perkara tenggat ${word} ${i}`, date: officeDate(1) });
      const deadline = await fetch(`${baseURL()}/api/cases/${owner.id}/deadlines`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Batas pelimpahan berkas perkara ke pengadilan ${i}`, due_date: day }),
      });
      expect(deadline.status).toBe(201);
    }
    const hearings = ['08:30', '09:30', '10:30', '13:00'].map((time, i) => ({
      time,
      title: `Sidang ${word} ${i + 1}`,
    }));
    for (const hearing of hearings) {
      await createCaseViaApi(token, { title: hearing.title, date: day, time: hearing.time, type: 'penuntutan' });
    }

    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, 'staff');
    await page.goto(`/calendar?view=month&date=${day}`);
    const cell = page.locator(`.fc-daygrid-day[data-date="${day}"]`);
    for (const hearing of hearings) {
      await expect(cell.getByRole('link', { name: new RegExp(hearing.title) })).toBeVisible();
    }
    const more = cell.getByRole('button', { name: /agenda lainnya pada/ });
    await expect(more).toHaveText(/\+4/);
    await more.click();
    const popover = page.locator('.fc-more-popover');
    await expect(popover.getByRole('link', { name: /Batas pelimpahan berkas perkara ke pengadilan 4/ })).toBeVisible();
    // Wholly on the screen, and nothing of it cut off by the card: its close button can be clicked where it is drawn.
    const box = await popover.boundingBox();
    expect(box ? box.x + box.width : Infinity).toBeLessThanOrEqual(1366);
    await expect(popover.locator('.fc-popover-close')).toBeInViewport({ ratio: 1 });
    const visibleClose = await popover.locator('.fc-popover-close').evaluate((close) => {
      const rect = close.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return top === close || close.contains(top);
    });
    expect(visibleClose).toBe(true);

    // The week grid's all-day row is named in full, not cut to fit its narrow axis.
    await page.goto(`/calendar?view=week&date=${day}`);
    const allDay = page.locator('.fc-timegrid-axis-cushion').filter({ hasText: 'Seharian' });
    await expect(allDay).toBeVisible();
    expect(await allDay.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  });
});
