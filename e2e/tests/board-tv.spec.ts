import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from '../../scripts/lib/build.mjs';
import { accounts } from '../support/accounts';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';
import { startServer } from '../support/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const board = (page: Page) => page.getByRole('table', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' });
const heading = (page: Page) => page.getByRole('heading', { name: 'Jadwal Kegiatan Tindak Pidana Khusus', level: 1 });

/** Axe's WCAG 2.1 AA rules on the whole page: none broken. */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
}

/** The computed font size of each element `locator` finds, in px. */
const fontSizes = (locator: Locator) =>
  locator.evaluateAll((elements) => elements.map((element) => parseFloat(getComputedStyle(element).fontSize)));

/** A title of exactly 120 characters, as a corruption case's often is. */
const longTitle = (index: number, word: string) => {
  const head = `Sidang ${String(index + 1).padStart(2, '0')} pembacaan tuntutan perkara tindak pidana korupsi pengadaan alat kesehatan RSUD tahun anggaran 2024 `;
  return `${head}${word}`.padEnd(120, 'x').slice(0, 120);
};

/** The text of the cell of `row` under the column headed `column`. */
async function cellText(table: Locator, row: Locator, column: string): Promise<string> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.indexOf(column);
  expect(index, `column ${column} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return (await row.getByRole('cell').nth(index).textContent()) ?? '';
}

/** Budi's account id, for a case's team. */
async function budiId(token: string): Promise<number> {
  const response = await fetch(`${baseURL()}/api/staff?q=Budi`, { headers: { authorization: `Bearer ${token}` } });
  const staff = (await response.json()) as { id: number; username: string }[];
  const budi = staff.find((member) => member.username === accounts.staff.username);
  if (!budi) {
    throw new Error('Budi Santoso is not among the staff');
  }
  return budi.id;
}

async function addDefendant(token: string, caseId: number, name: string) {
  const response = await fetch(`${baseURL()}/api/cases/${caseId}/defendants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(201);
}

test.describe('the TV is read from 5 metres (decisions §10)', () => {
  test('at 1920×1080 fourteen 120-character titles are never cut, in type of at least 28 px; status and time 24 px', async ({
    page,
  }) => {
    const token = await apiToken('staff2');
    const word = uniqueWord();
    const day = officeDate(71); // a day of this test's own
    for (let index = 0; index < 14; index += 1) {
      await createCaseViaApi(token, {
        title: longTitle(index, word),
        date: day,
        time: `${String(8 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
        number: `PDS-${String(index + 1).padStart(2, '0')}/M.1.10/Ft.1/11/2026`,
        location: 'Ruang Sidang Tipikor 2',
      });
    }
    await loginAs(page, 'staff');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`/case-schedule?kiosk=1&date=${day}`);
    const table = board(page);
    await expect(table.getByTestId('schedule-title').first()).toBeVisible();
    // Fourteen such rows do not fit one screen: the board pages, and a page holds only whole rows.
    await expect(page.getByText(/^Halaman 1 dari [2-9]$/)).toBeVisible();

    const titles = table.getByTestId('schedule-title');
    const shown = await titles.count();
    expect(shown).toBeGreaterThanOrEqual(4);
    for (const size of await fontSizes(titles)) {
      expect(size).toBeGreaterThanOrEqual(28);
    }
    for (const size of await fontSizes(table.getByTestId('schedule-time'))) {
      expect(size).toBeGreaterThanOrEqual(24);
    }
    for (const size of await fontSizes(table.getByTestId('schedule-status'))) {
      expect(size).toBeGreaterThanOrEqual(24);
    }
    for (const size of await fontSizes(table.getByTestId('schedule-number'))) {
      expect(size).toBeGreaterThanOrEqual(22);
    }

    // Each title whole: nothing clipped inside its box, no ellipsis or line clamp on it or its cell, at most 3 lines,
    // and its row ends inside the board (a page holds only whole rows; the screen does not scroll).
    const cut = await titles.evaluateAll((elements) =>
      elements.flatMap((element) => {
        const problems: string[] = [];
        const text = element.textContent ?? '';
        const cell = element.closest('td');
        const board = element.closest('[data-testid="schedule-body"]');
        for (const each of [element, element.parentElement, cell].filter((node) => node !== null)) {
          const style = getComputedStyle(each);
          if (style.textOverflow === 'ellipsis') {
            problems.push(`${text}: ellipsis`);
          }
          if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') {
            problems.push(`${text}: line-clamp ${style.webkitLineClamp}`);
          }
          if (each.scrollHeight > each.clientHeight + 1) {
            problems.push(`${text}: ${each.scrollHeight} > ${each.clientHeight}`);
          }
        }
        const lines = Math.round(
          element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
        );
        if (lines > 3) {
          problems.push(`${text}: ${lines} lines`);
        }
        const row = element.closest('tr')?.getBoundingClientRect();
        const body = board?.getBoundingClientRect();
        if (!row || !body || row.bottom > body.bottom + 1) {
          problems.push(`${text}: row below the board (${row?.bottom} > ${body?.bottom})`);
        }
        return problems;
      }),
    );
    expect(cut).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
  });

  test('with three hearings the rows fill the screen instead of leaving it half empty', async ({ page }) => {
    const token = await apiToken('staff2');
    const word = uniqueWord();
    const day = officeDate(72);
    for (const time of ['09:00', '10:30', '13:00']) {
      await createCaseViaApi(token, { title: `Sidang ${time} ${word}`, date: day, time });
    }
    await loginAs(page, 'staff');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`/case-schedule?kiosk=1&date=${day}`);
    const table = board(page);
    await expect(table.getByTestId('schedule-title')).toHaveCount(3);
    const box = await table.boundingBox();
    // Below the table only the footer line (count, update stamp) and the margin.
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(1080 - 110);
    const heights = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(heights).toHaveLength(3);
    for (const height of heights) {
      expect(height).toBeGreaterThan(180);
    }
  });

  test('an empty day says "Tidak ada sidang hari ini" in type of at least 48 px, in the middle of the screen', async ({
    browser,
  }) => {
    test.slow();
    // A server of its own: its today has no hearing at all, whatever the other tests create.
    const server = await startServer(root, serverArgs(), {}, accounts.admin);
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1920, height: 1080 } });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Email').fill(accounts.admin.email);
      await page.getByLabel('Password', { exact: true }).fill(accounts.admin.password);
      await page.getByRole('button', { name: 'Masuk' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto('/case-schedule?kiosk=1');
      const empty = page.getByText('Tidak ada sidang hari ini', { exact: true });
      await expect(empty).toBeVisible();
      const measured = await empty.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return {
          font: parseFloat(getComputedStyle(element).fontSize),
          centreX: box.left + box.width / 2,
          centreY: box.top + box.height / 2,
        };
      });
      expect(measured.font).toBeGreaterThanOrEqual(48);
      expect(Math.abs(measured.centreX - 960)).toBeLessThan(40);
      expect(Math.abs(measured.centreY - 540)).toBeLessThan(160);
    } finally {
      await context.close();
      await server.stop();
    }
  });

  test('the "Koneksi terputus" notice never covers the title or the clock', async ({ page, context }) => {
    await loginAs(page, 'staff');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/case-schedule?kiosk=1');
    await expect(page.getByTestId('schedule-updated')).toHaveText(/^diperbarui/);
    await context.setOffline(true);
    const notice = page.getByTestId('connection-banner');
    await expect(notice).toContainText('Koneksi ke server terputus', { timeout: 15_000 });
    const overlaps = async (other: Locator) => {
      const [a, b] = [await notice.boundingBox(), await other.boundingBox()];
      if (!a || !b) {
        throw new Error('not on screen');
      }
      return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    };
    expect(await overlaps(heading(page))).toBe(false);
    expect(await overlaps(page.getByRole('timer'))).toBe(false);
    await expect(notice).toBeInViewport({ ratio: 1 });
    await context.setOffline(false);
    await expect(page.getByTestId('board-stale')).toHaveCount(0, { timeout: 20_000 });
  });
});

test.describe('the board says who is on trial and who prosecutes (decisions §10)', () => {
  test('Jaksa is the team (the free text only without one), with Tersangka/Terdakwa and Tahap, on the TV, the table and a phone', async ({
    page,
  }) => {
    const token = await apiToken('staff2');
    const word = uniqueWord();
    const day = officeDate(73);
    const teamed = await createCaseViaApi(token, {
      title: `Sidang bertim ${word}`,
      date: day,
      time: '09:00',
      type: 'penyidikan',
      prosecutor: 'Hendra Gunawan, S.H.',
      team_ids: [await budiId(token)],
    });
    await addDefendant(token, teamed.id, 'Rudi Hartono');
    await addDefendant(token, teamed.id, 'Sri Wahyuni');
    await createCaseViaApi(token, {
      title: `Sidang tanpa tim ${word}`,
      date: day,
      time: '10:00',
      type: 'eksekusi',
      prosecutor: 'Hendra Gunawan, S.H.',
    });
    await loginAs(page, 'staff');

    for (const address of [`/case-schedule?date=${day}`, `/case-schedule?kiosk=1&date=${day}`]) {
      await page.setViewportSize(
        address.includes('kiosk') ? { width: 1920, height: 1080 } : { width: 1366, height: 768 },
      );
      await page.goto(address);
      const table = board(page);
      const withTeam = table.getByRole('row').filter({ hasText: `Sidang bertim ${word}` });
      const withoutTeam = table.getByRole('row').filter({ hasText: `Sidang tanpa tim ${word}` });
      await expect(withTeam).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText([
        'Jam',
        'Judul Kasus',
        'Tersangka/Terdakwa',
        'Tahap',
        'Jaksa',
        'Status',
      ]);
      const column = (row: Locator, name: string) => cellText(table, row, name);
      expect(await column(withTeam, 'Jaksa')).toBe('Budi Santoso');
      expect(await column(withoutTeam, 'Jaksa')).toBe('Hendra Gunawan, S.H.');
      expect(await column(withTeam, 'Tersangka/Terdakwa')).toBe('Rudi Hartono, Sri Wahyuni');
      expect(await column(withoutTeam, 'Tersangka/Terdakwa')).toBe('-');
      expect(await column(withTeam, 'Tahap')).toContain('Penyidikan');
      expect(await column(withoutTeam, 'Tahap')).toContain('Eksekusi');
      expect(await column(withTeam, 'Jam')).toBe('09.00');
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/case-schedule?date=${day}`);
    const cards = page.getByRole('list', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' }).getByRole('listitem');
    const card = cards.filter({ hasText: `Sidang bertim ${word}` });
    await expect(card).toContainText('JaksaBudi Santoso');
    await expect(card).not.toContainText('Hendra');
    await expect(card).toContainText('Tersangka/TerdakwaRudi Hartono, Sri Wahyuni');
    await expect(card).toContainText('TahapPenyidikan');
    await expect(cards.filter({ hasText: `Sidang tanpa tim ${word}` })).toContainText('JaksaHendra Gunawan, S.H.');
  });

  test("at 390×844 the board's first card is visible without scrolling", async ({ page }) => {
    const token = await apiToken('staff2');
    const word = uniqueWord();
    await createCaseViaApi(token, {
      title: `Sidang praperadilan penetapan tersangka pengadaan alat kesehatan ${word}`,
      date: officeDate(0),
      time: '07:00',
      location: 'Ruang Sidang Cakra',
      prosecutor: 'Hendra Gunawan, S.H.',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'staff');
    await page.goto('/case-schedule');
    const first = page
      .getByRole('list', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' })
      .getByRole('listitem')
      .first();
    await expect(first).toBeVisible();
    await expect(first).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The card starts in the upper half of the screen, not halfway down.
    expect((await first.boundingBox())?.y ?? 844).toBeLessThan(844 / 2);
    await expectNoViolations(page);
  });
});
