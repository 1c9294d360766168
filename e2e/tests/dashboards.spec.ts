import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import type { AdminOverview, AdminStats, ScheduleEntry } from '@pidsus/shared';
import { createCaseViaApi, deleteCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

const DEFAULT_SETTINGS = { office_name: 'Bidang Tindak Pidana Khusus', reminder_hour: '07:00', trash_days: 30 };

async function api<T>(path: string, as: 'admin' | 'staff', init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseURL()}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${await apiToken(as)}`, 'content-type': 'application/json' },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const saveSettings = (settings: typeof DEFAULT_SETTINGS) =>
  api('/admin/settings', 'admin', { method: 'PUT', body: JSON.stringify(settings) });

test.describe('the dashboards (decisions §10)', () => {
  // Whole-office figures and the office name: no other test may change them meanwhile.
  test.use({ quiet: true });

  test("the staff dashboard shows the office's hearings today, their count and the next three, and the office name", async ({
    page,
  }) => {
    const word = uniqueWord();
    const token = await apiToken('staff');
    const today = officeDate(0);
    // Four hearings late tonight; the page's clock is set to 23:50, so these are the next ones whatever else is today.
    const created = [];
    for (const time of ['23:58', '23:55', '23:59', '23:56']) {
      created.push(await createCaseViaApi(token, { title: `Sidang kantor ${time} ${word}`, date: today, time }));
    }
    const name = `Kejaksaan Negeri ${word}`;
    await saveSettings({ ...DEFAULT_SETTINGS, office_name: name });
    try {
      await page.clock.setFixedTime(new Date(`${today}T23:50:00+07:00`));
      await loginAs(page, 'staff');
      const all = await api<ScheduleEntry[]>(`/schedule?date=${today}`, 'staff');

      await expect(page.getByRole('main').getByText(new RegExp(`^${name} · `))).toBeVisible();
      const card = page.getByRole('region', { name: 'Sidang Hari Ini' });
      await expect(card.getByTestId('office-hearings-count')).toHaveText(`${all.length} sidang`);
      const links = card.getByRole('listitem');
      await expect(links).toHaveCount(3);
      await expect(links).toContainText([
        `23.55Sidang kantor 23:55 ${word}`,
        `23.56Sidang kantor 23:56 ${word}`,
        `23.58Sidang kantor 23:58 ${word}`,
      ]);
      // Beside "Sidang Saya" on a laptop: the same row.
      const mine = await page.getByRole('region', { name: 'Sidang Saya' }).boundingBox();
      const office = await card.boundingBox();
      expect(Math.abs((mine?.y ?? 0) - (office?.y ?? -100))).toBeLessThan(2);
      expect(office!.x).toBeGreaterThan(mine!.x + mine!.width - 1);

      await card.getByRole('link', { name: `Buka kasus Sidang kantor 23:55 ${word}` }).click();
      await expect(page).toHaveURL(new RegExp(`/case/${created[1]!.id}$`));
      await page.goBack();
      await page
        .getByRole('region', { name: 'Sidang Hari Ini' })
        .getByRole('link', { name: 'Lihat Jadwal Sidang' })
        .click();
      await expect(page).toHaveURL(/\/case-schedule$/);
    } finally {
      await saveSettings(DEFAULT_SETTINGS);
      for (const item of created) {
        await deleteCaseViaApi(token, item.id);
      }
    }
  });

  test("on a phone the dashboard's day stays whole under the office's name", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'staff');
    const day = page.getByText(/^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{2} [A-Za-z]+ \d{4}$/);
    await expect(day).toBeVisible();
    const lines = await day.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });

  test('the staff dashboard says so on a day without hearings', async ({ page }) => {
    await page.route('**/api/schedule?*', (route) => route.fulfill({ json: [] }));
    await loginAs(page, 'staff');
    const card = page.getByRole('region', { name: 'Sidang Hari Ini' });
    await expect(card.getByText('Tidak ada sidang hari ini')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Lihat Jadwal Sidang' })).toBeVisible();
  });

  test("the admin dashboard shows today's figures, each a link to where its detail is", async ({ page }) => {
    const word = uniqueWord();
    const token = await apiToken('staff');
    const before = await api<AdminOverview>('/admin/stats/overview', 'admin');
    const created = await createCaseViaApi(token, {
      title: `Penyelidikan hari ini ${word}`,
      date: officeDate(0),
      type: 'penyelidikan',
    });
    try {
      await loginAs(page, 'admin');
      const figures = page.getByRole('region', { name: 'Ringkasan Hari Ini' });
      const stage = before.active_cases.find((row) => row.category === 'penyelidikan')!;
      await expect(figures.getByRole('link', { name: `Kasus aktif Penyelidikan: ${stage.count + 1}` })).toBeVisible();
      await expect(figures.getByRole('link', { name: `Sidang hari ini: ${before.hearings_today + 1}` })).toBeVisible();
      const money = `Rp ${before.recoveries_year.total.toLocaleString('id-ID')}`;
      await expect(
        figures.getByRole('link', { name: `Penyelamatan keuangan negara ${before.recoveries_year.year}: ${money}` }),
      ).toBeVisible();

      const goes = async (name: RegExp, url: RegExp) => {
        await figures.getByRole('link', { name }).click();
        await expect(page).toHaveURL(url);
        await page.goto('/admin');
      };
      // An active-cases figure opens its stage's list on the cases not finished, the same count.
      await figures.getByRole('link', { name: /^Kasus aktif Penyelidikan/ }).click();
      await expect(page).toHaveURL(/\/cases\/penyelidikan\?status=Belum(\+|%20)Selesai$/);
      await expect(page.getByRole('button', { name: 'Belum Selesai', pressed: true })).toBeVisible();
      await expect(page.getByText(`Penyelidikan hari ini ${word}`).first()).toBeVisible();
      await page.goto('/admin');
      await goes(/^Kasus aktif Eksekusi/, /\/cases\/eksekusi\?status=Belum(\+|%20)Selesai$/);
      await goes(/^Sidang hari ini/, /\/case-schedule$/);
      await goes(/^Akun terkunci/, /\/admin\/users$/);
      await goes(/^Penyelamatan keuangan negara/, /\/admin\/stats$/);
      await figures.getByRole('link', { name: /^Masa penahanan berakhir/ }).click();
      await expect(page).toHaveURL(/\/admin#masa-penahanan$/);
      await expect(page.getByRole('heading', { name: 'Masa Penahanan Berakhir' })).toBeInViewport();
    } finally {
      await deleteCaseViaApi(token, created.id);
    }
  });

  test('/admin/stats follows its period and exports its tables as a workbook', async ({ page }) => {
    const word = uniqueWord();
    const token = await apiToken('staff');
    // A hearing in March of next year: its own period, untouched by the other tests' cases of this month.
    const year = Number(officeDate(0).slice(0, 4)) + 1;
    const created = await createCaseViaApi(token, { title: `Statistik periode ${word}`, date: `${year}-03-10` });
    try {
      const march = await api<AdminStats>(`/admin/stats?year=${year}&month=3`, 'admin');
      await loginAs(page, 'admin');
      await page.goto('/admin/stats');
      const period = page.getByRole('region', { name: 'Periode' });
      // This office month first.
      const month = Number(officeDate(0).slice(5, 7));
      await expect(period.getByLabel('Tahun')).toHaveValue(officeDate(0).slice(0, 4));
      await expect(period.getByLabel('Bulan')).toHaveValue(String(month));

      await period.getByLabel('Tahun').selectOption(String(year));
      await period.getByLabel('Bulan').selectOption({ label: 'Maret' });
      const weeks = page.getByRole('table', { name: 'Tabel: Sidang per Minggu' });
      // March: the weeks holding 1 to 31 March (6 when the 1st is a Sunday), and the total row.
      await expect(weeks.locator('tbody tr')).toHaveCount(march.hearings_per_week.length + 1);
      await expect(weeks.getByRole('row', { name: /^Jumlah/ }).getByRole('cell')).toHaveText([
        String(march.hearings_per_week.reduce((sum, week) => sum + week.count, 0)),
      ]);
      const week = march.hearings_per_week.find(
        (each) => each.start <= `${year}-03-10` && each.end >= `${year}-03-10`,
      )!;
      expect(week.count).toBeGreaterThanOrEqual(1);
      await expect(
        weeks
          .getByRole('row', { name: new RegExp(`^${Number(week.start.slice(8))}–${Number(week.end.slice(8))} Mar`) })
          .getByRole('cell'),
      ).toHaveText([String(week.count)]);
      await expect(page.getByRole('region', { name: 'Penyelamatan Keuangan Negara' })).toContainText(`Maret ${year}`);

      await period.getByLabel('Bulan').selectOption({ label: 'Sepanjang tahun' });
      const whole = await api<AdminStats>(`/admin/stats?year=${year}`, 'admin');
      await expect(weeks.locator('tbody tr')).toHaveCount(whole.hearings_per_week.length + 1);
      await expect(
        page.getByRole('table', { name: 'Tabel: Penyelamatan Keuangan Negara' }).locator('tbody tr'),
      ).toHaveCount(13);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        period.getByRole('button', { name: 'Ekspor Excel' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`statistik-${year}.xlsx`);
      await expect(page.getByText(`statistik-${year}.xlsx diunduh`)).toBeVisible();
      const workbook = XLSX.read(await readFile(await download.path()), { cellDates: true });
      expect(workbook.SheetNames).toContain('Sidang per Minggu');
      const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets['Sidang per Minggu']!, { header: 1 });
      expect(rows.at(-1)).toEqual(['Jumlah', '', whole.hearings_per_week.reduce((sum, week) => sum + week.count, 0)]);
      expect(String(rows[1]?.[0])).toContain(`Periode: tahun ${year}`);
    } finally {
      await deleteCaseViaApi(token, created.id);
    }
  });
});
