import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, expect, loginAs, test } from '../support/fixtures';

/** Clicks an export button and answers the download it starts, with its bytes. */
async function exportVia(
  page: Page,
  name: 'Ekspor Excel' | 'Ekspor PDF',
): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  const file = await download.path();
  return { download, bytes: await fs.readFile(file) };
}

test.describe('exports (decisions §7.4)', () => {
  test('the case list exports what it shows as a dated workbook and PDF', async ({ page }) => {
    const word = uniqueWord();
    await createCaseViaApi(await apiToken('staff2'), {
      title: `Penyidikan ekspor ${word}`,
      date: officeDate(3),
      type: 'penyidikan',
    });
    await loginAs(page, 'staff');
    await page.goto(`/cases/penyidikan?q=${word}`);
    await expect(page.getByText(`Penyidikan ekspor ${word}`)).toBeVisible();

    const excel = await exportVia(page, 'Ekspor Excel');
    expect(excel.download.suggestedFilename()).toBe(`kasus-penyidikan-${officeDate(0)}.xlsx`);
    expect(excel.bytes.length).toBeGreaterThan(1000);
    // A workbook is a zip archive.
    expect(excel.bytes.subarray(0, 2).toString()).toBe('PK');
    await expect(page.getByText(`kasus-penyidikan-${officeDate(0)}.xlsx diunduh`)).toBeVisible();

    const pdf = await exportVia(page, 'Ekspor PDF');
    expect(pdf.download.suggestedFilename()).toBe(`kasus-penyidikan-${officeDate(0)}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('"Kasus Saya" exports the caller’s own list under its own name', async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/my-cases');
    await expect(page.getByRole('heading', { name: 'Kasus Saya' })).toBeVisible();
    const excel = await exportVia(page, 'Ekspor Excel');
    expect(excel.download.suggestedFilename()).toBe(`kasus-saya-${officeDate(0)}.xlsx`);
    expect(excel.bytes.length).toBeGreaterThan(1000);
  });

  test('the board exports the day it shows beside "Cetak", but not on the TV nor on paper', async ({ page }) => {
    const day = officeDate(2);
    const word = uniqueWord();
    await createCaseViaApi(await apiToken('staff2'), { title: `Sidang ekspor ${word}`, date: day, time: '09:00' });
    await loginAs(page, 'staff');
    await page.goto(`/case-schedule?date=${day}`);
    await expect(page.getByText(`Sidang ekspor ${word}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cetak' })).toBeVisible();

    const pdf = await exportVia(page, 'Ekspor PDF');
    expect(pdf.download.suggestedFilename()).toBe(`jadwal-sidang-${day}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const excel = await exportVia(page, 'Ekspor Excel');
    expect(excel.download.suggestedFilename()).toBe(`jadwal-sidang-${day}.xlsx`);
    expect(excel.bytes.length).toBeGreaterThan(1000);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Ekspor PDF' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await page.goto(`/case-schedule?date=${day}&kiosk=1`);
    await expect(page.getByText(`Sidang ekspor ${word}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ekspor Excel' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ekspor PDF' })).toHaveCount(0);
  });
});
