import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, expect, loginAs, test } from '../support/fixtures';

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
    const field = page.getByRole('search', { name: 'Cari kasus' }).getByLabel('Cari kasus');
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
    await expect(page).toHaveURL(new RegExp(`q=${missing}`));
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });
});
