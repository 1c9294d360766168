import type { AdminStats } from '@pidsus/shared';
import { createCaseViaApi, deleteCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';
import { createAccountViaApi } from '../support/users';

/** The figures as the API answers them now (for a period: `?year=&month=`), read with the admin's token. */
async function readStats(query = ''): Promise<AdminStats> {
  const response = await fetch(`${baseURL()}/api/admin/stats${query}`, {
    headers: { authorization: `Bearer ${await apiToken('admin')}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminStats;
}

async function setStatus(token: string, caseId: number, status: string) {
  const response = await fetch(`${baseURL()}/api/cases/${caseId}/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status }),
  });
  expect(response.status).toBe(200);
}

const number = (value: number) => value.toLocaleString('id-ID');

test.describe('/admin/stats (decisions §7.4)', () => {
  // The figures are the whole office's: no other test may add cases between the reading and the screen.
  test.use({ quiet: true });

  test('shows each figure as a chart and a table, with the cases created here counted and the trash not', async ({
    page,
  }) => {
    const member = await createAccountViaApi();
    const token = await apiToken('staff');
    const word = uniqueWord();
    // Two weeks ahead, in the period of its month (decisions §10).
    const date = officeDate(14);
    const [year, month] = date.split('-').map(Number) as [number, number];
    const before = await readStats(`?year=${year}&month=${month}`);
    const team_ids = [member.id];
    await createCaseViaApi(token, { title: `Eksekusi A ${word}`, date, type: 'eksekusi', team_ids });
    await createCaseViaApi(token, { title: `Eksekusi B ${word}`, date, type: 'eksekusi', team_ids });
    const done = await createCaseViaApi(token, { title: `Eksekusi C ${word}`, date, type: 'eksekusi', team_ids });
    await setStatus(token, done.id, 'Selesai');
    const trashed = await createCaseViaApi(token, { title: `Di Sampah ${word}`, date, type: 'eksekusi', team_ids });
    await deleteCaseViaApi(token, trashed.id);

    await loginAs(page, 'admin');
    await page.getByRole('link', { name: 'Lihat Statistik' }).click();
    await expect(page).toHaveURL(/\/admin\/stats$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Statistik Sistem' })).toBeVisible();

    for (const title of [
      'Kasus per Kategori dan Status',
      'Tenggat Terbuka dan Terlambat',
      'Sidang per Minggu',
      'Kasus Terbuka per Anggota Tim',
      'Pengguna Aktif 7 Hari Terakhir',
    ]) {
      const section = page.getByRole('region', { name: title });
      await expect(section.getByRole('table', { name: `Tabel: ${title}` })).toBeVisible();
      // Each chart is drawn (its SVG bars) unless the figure is empty.
      const chart = section.getByRole('img', { name: `Grafik: ${title}. Angka yang sama ada pada tabel di bawahnya.` });
      if ((await chart.count()) > 0) {
        await expect(chart.locator('svg').first()).toBeVisible();
      }
    }

    // Eksekusi: 2 more Menunggu, 1 more Selesai; the trashed one is not counted.
    const eksekusi = before.cases_by_category.find((row) => row.category === 'eksekusi')!;
    const casesTable = page.getByRole('table', { name: 'Tabel: Kasus per Kategori dan Status' });
    await expect(casesTable.getByRole('row', { name: /^Eksekusi/ }).getByRole('cell')).toHaveText([
      number(eksekusi.by_status.Menunggu + 2),
      number(eksekusi.by_status['Sedang Proses']),
      number(eksekusi.by_status.Selesai + 1),
      number(eksekusi.total + 3),
    ]);

    // The page opens on this office month; the month of the hearings holds 3 more in their week (not the trashed one).
    const period = page.getByRole('region', { name: 'Periode' });
    await expect(period.getByLabel('Bulan')).toHaveValue(String(Number(officeDate(0).slice(5, 7))));
    await period.getByLabel('Tahun').selectOption(String(year));
    await period.getByLabel('Bulan').selectOption(String(month));
    const weeksTable = page.getByRole('table', { name: 'Tabel: Sidang per Minggu' });
    const weekRows = weeksTable.locator('tbody tr');
    await expect(weekRows).toHaveCount(before.hearings_per_week.length + 1); // the month's weeks and the total
    const week = before.hearings_per_week.find((each) => each.start <= date && each.end >= date)!;
    const weekRow = weekRows.nth(before.hearings_per_week.indexOf(week));
    await expect(weekRow.getByRole('rowheader')).toContainText(String(Number(week.start.slice(8))));
    await expect(weekRow.getByRole('cell')).toHaveText([number(week.count + 3)]);

    // The new staff account: its 2 open cases (the Selesai one and the trashed one are not).
    const membersTable = page.getByRole('table', { name: 'Tabel: Kasus Terbuka per Anggota Tim' });
    await expect(
      membersTable.getByRole('row', { name: new RegExp(`^${member.username}`) }).getByRole('cell'),
    ).toHaveText(['2']);

    const usersTable = page.getByRole('table', { name: 'Tabel: Pengguna Aktif 7 Hari Terakhir' });
    await expect(usersTable.getByRole('row', { name: /^Administrator/ })).toBeVisible();
    await expect(usersTable.getByRole('row', { name: /^Staf/ })).toBeVisible();
  });

  test('draws its header and period before the code of the charts has come, then the figures', async ({ page }) => {
    await loginAs(page, 'admin');
    // Every script holding MUI X Charts (its surface's class name) is held until the page has been drawn without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let chartsAskedFor = false;
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('MuiChartsSurface')) {
        chartsAskedFor = true;
        await held;
      }
      await route.fulfill({ response });
    });
    await page.goto('/admin/stats');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistik Sistem' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Periode' }).getByLabel('Bulan')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Memuat statistik' })).toBeAttached();
    // Asked for once the page was idle, not before it was drawn.
    await expect.poll(() => chartsAskedFor).toBe(true);
    release();
    await expect(page.getByRole('table', { name: 'Tabel: Sidang per Minggu' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Kasus per Kategori dan Status' }).locator('svg').first(),
    ).toBeVisible();
  });

  test('each chart takes the place kept for it, on a phone and on a desktop, and follows the window to a new width', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    // Each chart's place, every frame: the heights it has had, in order.
    await page.addInitScript(() => {
      const seen = new Map<Element, number[]>();
      (window as unknown as { placeHeights: () => number[][] }).placeHeights = () => [...seen.values()];
      const watch = () => {
        for (const place of Array.from(document.querySelectorAll('[role="img"][aria-label^="Grafik"]'))) {
          const height = Math.round(place.getBoundingClientRect().height);
          const heights = seen.get(place) ?? [];
          if (heights.at(-1) !== height) {
            heights.push(height);
          }
          seen.set(place, heights);
        }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    const places = page.locator('[role="img"][aria-label^="Grafik"]');
    const surfaces = places.locator('svg.MuiChartsSvgLayer-root');
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/stats');
      await expect(page.getByRole('table', { name: 'Tabel: Sidang per Minggu' })).toBeVisible();
      const count = await places.count();
      expect(count).toBeGreaterThan(0);
      await expect(surfaces).toHaveCount(count);
      const heights = await page.evaluate(() =>
        (window as unknown as { placeHeights: () => number[][] }).placeHeights(),
      );
      expect(heights).toHaveLength(count);
      for (const seen of heights) {
        expect(seen, `a chart's place changed height as its chart came: ${seen.join(' → ')} px`).toHaveLength(1);
      }
    }
    // At 700 px the figures are one column (wider than half of 1280): every chart is drawn again at its place's width.
    const before = await surfaces.first().boundingBox();
    await page.setViewportSize({ width: 700, height: 900 });
    await expect
      .poll(async () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('[role="img"][aria-label^="Grafik"]')).map((place) => {
            const surface = place.querySelector('svg.MuiChartsSvgLayer-root');
            return (
              Math.round(place.getBoundingClientRect().width) - Math.round(surface?.getBoundingClientRect().width ?? 0)
            );
          }),
        ),
      )
      .toEqual(Array.from({ length: await places.count() }, () => 0));
    expect((await surfaces.first().boundingBox())?.width).not.toBe(before?.width);
  });

  test('is for administrators only: staff are sent to their dashboard', async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/admin/stats');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
