import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { officeDate, uniqueWord } from '../support/cases';
import { expect, loginAs, test } from '../support/fixtures';

/** Screenshots for a look by eye when `IMPORT_SHOTS` names a folder (not part of the check). */
async function shot(page: Page, name: string) {
  if (process.env.IMPORT_SHOTS) {
    await page.screenshot({ path: `${process.env.IMPORT_SHOTS}/${name}.png`, fullPage: true });
  }
}

/** A small register as an office keeps it: a title row, the headings, two good rows and one with an impossible date. */
async function writeRegister(word: string): Promise<string> {
  const [year, month, day] = officeDate(3).split('-').map(Number) as [number, number, number];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Register');
  sheet.addRow(['Register Perkara Pidsus']);
  sheet.addRow(['No', 'Nomor Perkara', 'Judul', 'Kategori', 'Tanggal Sidang', 'Jam', 'Jaksa', 'Tersangka']);
  sheet.addRow([
    1,
    `PRINT-${word}/M.1.10/Fd.1/2026`,
    `Korupsi Dana Desa ${word}`,
    'Penyidikan',
    new Date(Date.UTC(year, month - 1, day)),
    '09.00',
    'Rina Marpaung, S.H.',
    'José Sitompul; Ani Lubis',
  ]);
  sheet.addRow([2, '', `Suap Perizinan ${word}`, 'penuntutan', '31/02/2026', '10:00', 'Ahmad Fauzi', '']);
  sheet.addRow([
    3,
    '',
    `Pengadaan Alkes ${word}`,
    'Penuntutan',
    `${day}/${month}/${year}`,
    '13:30',
    'Ahmad Fauzi',
    'Rudi',
  ]);
  sheet.getColumn(5).numFmt = 'dd/mm/yyyy';
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-e2e-import-')), 'register.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('/admin/import (decisions §8.7)', () => {
  test('an admin checks a register (mapping, preview, a row in error), imports it, finds the cases; again: unchanged', async ({
    page,
  }) => {
    const word = uniqueWord();
    const file = await writeRegister(word);
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, 'admin');
    await page.getByRole('link', { name: 'Buka Impor' }).click();
    await expect(page).toHaveURL(/\/admin\/import$/);
    await expect(page.getByRole('heading', { name: 'Impor Perkara', level: 1 })).toBeVisible();
    await expect(page.getByText('Belum ada file dipilih.')).toBeVisible();
    await shot(page, 'import-empty-1366');

    await page.getByLabel('Pilih File').setInputFiles(file);
    const mapping = page.getByRole('table', { name: 'Pemetaan Kolom' });
    await expect(mapping.getByRole('combobox', { name: 'Kolom Judul diisi ke' })).toHaveText('Judul');
    await expect(mapping.getByRole('combobox', { name: 'Kolom No diisi ke' })).toHaveText('Abaikan');
    await expect(mapping.getByRole('combobox', { name: 'Kolom Tanggal Sidang diisi ke' })).toHaveText('Tanggal');
    const preview = page.getByRole('table', { name: 'Pratinjau' });
    const wrong = preview.locator('tr[data-row="4"]');
    await expect(wrong.locator('td[aria-invalid="true"]')).toHaveText('31/02/2026');
    await expect(wrong).toContainText('Tanggal Sidang: Tanggal tidak valid');
    await expect(preview.locator('tr[data-row="3"] td[aria-invalid="true"]')).toHaveCount(0);
    await expect(
      page.getByText('3 baris: 2 perkara akan dibuat, 0 diperbarui, 0 tidak berubah; 1 galat.'),
    ).toBeVisible();
    await shot(page, 'import-preview-1366');

    // A column ignored: checked again, the preview no longer shows it.
    await expect(preview.getByRole('columnheader', { name: 'Jaksa' })).toBeVisible();
    await mapping.getByRole('combobox', { name: 'Kolom Jaksa diisi ke' }).click();
    await page.getByRole('option', { name: 'Abaikan' }).click();
    await expect(preview.getByRole('columnheader', { name: 'Jaksa' })).toHaveCount(0);
    await mapping.getByRole('combobox', { name: 'Kolom Jaksa diisi ke' }).click();
    await page.getByRole('option', { name: 'Jaksa' }).click();
    await expect(preview.getByRole('columnheader', { name: 'Jaksa' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'import-preview-390');
    await page.setViewportSize({ width: 1366, height: 768 });

    await page.getByRole('button', { name: 'Impor', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Impor selesai' })).toBeVisible();
    await expect(figure(page, 'Perkara dibuat')).toHaveText('2');
    await expect(figure(page, 'Perkara diperbarui')).toHaveText('0');
    await expect(figure(page, 'Perkara tidak berubah')).toHaveText('0');
    await expect(figure(page, 'Galat')).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Unduh Galat (.xlsx)' })).toBeVisible();
    await shot(page, 'import-done-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'import-done-390');
    await page.setViewportSize({ width: 1366, height: 768 });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh Galat (.xlsx)' }).click();
    expect((await download).suggestedFilename()).toBe('galat-impor.xlsx');

    // The cases are in the lists, with their defendants.
    await page.goto(`/search?q=${word}`);
    await expect(page.getByText(`Korupsi Dana Desa ${word}`)).toBeVisible();
    await expect(page.getByText(`Pengadaan Alkes ${word}`)).toBeVisible();
    await expect(page.getByText(`Suap Perizinan ${word}`)).toHaveCount(0);

    // The same file again: nothing changes.
    await page.goto('/admin/import');
    await page.getByLabel('Pilih File').setInputFiles(file);
    await expect(
      page.getByText('3 baris: 0 perkara akan dibuat, 0 diperbarui, 2 tidak berubah; 1 galat.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Impor', exact: true }).click();
    await expect(figure(page, 'Perkara dibuat')).toHaveText('0');
    await expect(figure(page, 'Perkara tidak berubah')).toHaveText('2');
  });
});
