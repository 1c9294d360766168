import AxeBuilder from '@axe-core/playwright';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, expect, loginAs, test } from '../support/fixtures';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.describe('search across the stages (decisions §7.5)', () => {
  test("'Cari kasus' in the top bar finds cases of every stage, the whole phrase first, the matching words marked", async ({
    page,
  }) => {
    const token = await apiToken('staff2');
    const word = uniqueWord();
    // The words apart, in a penuntutan case's witnesses; the phrase itself in a penyidikan case's title.
    await createCaseViaApi(token, {
      title: `Sidang saksi mahkota ${word}`,
      date: officeDate(5),
      type: 'penuntutan',
      witnesses: `Bambang Hartono, Dewi ${word}`,
    });
    await createCaseViaApi(token, {
      title: `Pemeriksaan Bambang ${word} sebagai tersangka`,
      date: officeDate(9),
      type: 'penyidikan',
      location: 'Ruang Pemeriksaan 3',
    });
    await createCaseViaApi(token, { title: `Perkara lain ${uniqueWord()}`, date: officeDate(5), type: 'eksekusi' });

    await loginAs(page, 'staff');
    const field = page.getByRole('banner').getByRole('search').getByRole('searchbox');
    await field.fill(`Bambang ${word}`);
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=Bambang(\\+|%20)${word}$`));
    await expect(page.getByRole('heading', { name: 'Cari Kasus', level: 1 })).toBeVisible();

    const results = page.getByRole('list', { name: 'Hasil pencarian' }).getByRole('listitem');
    await expect(results).toHaveCount(2);
    await expect(page.getByRole('status')).toHaveText('Menampilkan 2 dari 2 kasus');
    // The whole phrase ranks first, whatever the dates.
    await expect(results.nth(0)).toContainText(`Pemeriksaan Bambang ${word} sebagai tersangka`);
    await expect(results.nth(0)).toContainText('Penyidikan');
    await expect(results.nth(1)).toContainText('Penuntutan');
    // Why each matched: the words marked, in the title or in the field that holds them.
    await expect(results.nth(0).locator('mark')).toHaveText(['Bambang', word]);
    await expect(results.nth(1).getByText('Saksi:')).toBeVisible();
    await expect(results.nth(1).locator('dd mark')).toHaveText(['Bambang', word]);

    await results.nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { name: `Sidang saksi mahkota ${word}`, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(results).toHaveCount(2);
  });

  test('says when nothing matches, and on a phone the search opens from the top bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'staff');
    await page.getByRole('link', { name: 'Cari kasus' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText('Ketik kata kunci untuk mencari kasus di semua tahap.')).toBeVisible();
    const missing = uniqueWord();
    await page.getByRole('main').getByLabel('Cari kasus').fill(missing);
    await expect(page.getByRole('status')).toHaveText(`Tidak ada kasus yang cocok dengan "${missing}"`);
    // And what to try instead (decisions §10).
    await expect(page.getByText('Periksa ejaan, atau coba kata lain')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${missing}`));
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`an empty search of one stage says what was searched and offers all four at ${viewport.width} (decisions §10)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const word = uniqueWord();
      // The case is in penuntutan; the clerk looks for it in penyidikan.
      await createCaseViaApi(await apiToken('staff2'), {
        title: `Perkara pindah tahap ${word}`,
        date: officeDate(6),
        type: 'penuntutan',
      });
      await loginAs(page, 'staff');
      await page.goto('/cases/penyidikan');
      await page.getByRole('main').getByLabel('Cari kasus Penyidikan', { exact: true }).fill(word);
      await expect(page.getByRole('status')).toHaveText(`Tidak ada kasus yang cocok dengan "${word}"`);
      await expect(page.getByText('Pencarian ini hanya di tahap Penyidikan.')).toBeVisible();
      const everywhere = page.getByRole('link', { name: 'Cari di semua tahap' });
      await expect(everywhere).toBeVisible();
      const axe = await new AxeBuilder({ page }).withTags(wcagTags).include('main').analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);

      await everywhere.click();
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
      await expect(page.getByRole('main').getByLabel('Cari kasus di semua tahap')).toHaveValue(word);
      const results = page.getByRole('list', { name: 'Hasil pencarian' }).getByRole('listitem');
      await expect(results).toHaveCount(1);
      await expect(results.first()).toContainText(`Perkara pindah tahap ${word}`);
      await expect(results.first()).toContainText('Penuntutan');
    });
  }
});
