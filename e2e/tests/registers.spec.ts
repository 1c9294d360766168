import fs from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

/** A defendant added through the API, as the case page would. */
async function addDefendantViaApi(token: string, caseId: number, fields: Record<string, unknown>) {
  const response = await fetch(`${baseURL()}/api/cases/${caseId}/defendants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(fields),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

const monthNames = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

test.describe('Register & Laporan (decisions §8.5)', () => {
  test('staff pick a register and a month, see its first rows, and download the month as a workbook', async ({
    page,
  }) => {
    const word = uniqueWord();
    const token = await apiToken('staff2');
    const created = await createCaseViaApi(token, { title: `Register penuntutan ${word}`, date: officeDate(2) });
    await addDefendantViaApi(token, created.id, { name: `Terdakwa ${word}`, charges: 'Pasal 2 UU Tipikor' });

    await loginAs(page, 'staff');
    await page.getByRole('button', { name: 'Menu akun' }).click();
    await page.getByRole('menuitem', { name: 'Register & Laporan' }).click();
    await expect(page).toHaveURL(/\/registers/);
    await expect(page.getByRole('heading', { name: 'Register & Laporan', level: 1 })).toBeVisible();

    await page.getByRole('combobox', { name: 'Register' }).click();
    await page.getByRole('option', { name: 'Register Penuntutan' }).click();
    await expect(page).toHaveURL(/code=penuntutan/);
    const today = officeDate(0);
    const thisMonth = monthNames[Number(today.slice(5, 7)) - 1]!;
    await expect(page.getByRole('combobox', { name: 'Bulan' })).toHaveText(thisMonth);
    const table = page.getByRole('table', { name: `Register Penuntutan, ${thisMonth} ${today.slice(0, 4)}` });
    await expect(table.getByRole('columnheader', { name: 'Terdakwa', exact: true })).toBeVisible();
    // The preview holds the month's first 20 cases; the month of a busy test server holds more.
    await expect(page.getByText(/^(Pratinjau 20 baris pertama dari [\d.]+ baris|\d+ baris)$/)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ekspor Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`register-penuntutan-${today.slice(0, 7)}.xlsx`);
    const bytes = await fs.readFile(await download.path());
    // The whole month, read back by SheetJS: the new case's row names its defendant and the charge.
    const workbook = XLSX.read(bytes, { type: 'buffer' });
    const grid = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets[workbook.SheetNames[0]!]!, { header: 1 });
    const headings = grid.find((cells) => cells[0] === 'No')!;
    const row = grid.find((cells) => cells.includes(`Register penuntutan ${word}`))!;
    expect(row[headings.indexOf('Terdakwa')]).toBe(`Terdakwa ${word}`);
    expect(row[headings.indexOf('Pasal')]).toBe('Pasal 2 UU Tipikor');

    // A month before the case was opened holds it not; January 2000 holds nothing at all.
    await page.getByRole('combobox', { name: 'Tahun' }).click();
    await page.getByRole('option', { name: '2000', exact: true }).click();
    await expect(page.getByText(`Register Penuntutan ${thisMonth} 2000 tidak memuat baris.`)).toBeVisible();
  });

  test('staff pick the register of detainees for this month and download it', async ({ page }) => {
    const today = officeDate(0);
    await loginAs(page, 'staff');
    await page.goto('/registers');
    await page.getByRole('combobox', { name: 'Register' }).click();
    await page.getByRole('option', { name: 'Register Tahanan' }).click();
    await expect(page).toHaveURL(/code=rt/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ekspor Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`register-rt-${today.slice(0, 7)}.xlsx`);
    const workbook = XLSX.read(await fs.readFile(await download.path()), { type: 'buffer' });
    const grid = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets[workbook.SheetNames[0]!]!, { header: 1 });
    expect(grid.find((cells) => cells[0] === 'No')).toEqual([
      'No',
      'Nama',
      'Perkara',
      'Jenis',
      'Oleh',
      'Dasar',
      'Nomor surat',
      'Mulai',
      'Sampai dengan',
      'Perpanjangan dari',
      'Dikeluarkan',
    ]);
  });

  test('on a laptop a register fits the screen, its numbers read whole and its note keeps a readable width', async ({
    page,
  }) => {
    // The office's own rows, as the demo's register of investigations holds them (a layout test: the rows that a busy
    // test server's month starts with are not known).
    const row = (i: number) => [
      String(i),
      i % 2 ? `PRINT-${180 + i}/M.1.10/Fd.1/11/2026` : '',
      `PRINT-${20 + i}/M.1.10/Fd.1/12/2026, 04/12/2026`,
      i % 3 ? '' : 'Bambang Nugroho; Fitri Pratama; Dewi Nugroho',
      i % 3
        ? ''
        : 'Pasal 3 UU No. 8 Tahun 2010 tentang TPPU; Pasal 3 jo. Pasal 18 UU No. 31 Tahun 1999 jo. UU No. 20 Tahun 2001',
      'Rina Kusumawardani, Siti Rahmawati',
      'P-2 (04/12/2026)',
      'Menunggu',
      'Pengumpulan data dan bahan keterangan: dugaan korupsi pengadaan alat kesehatan (alat rontgen) RSUD Sukabumi',
    ];
    await page.route(/\/api\/registers\/penyelidikan\?/, (route) =>
      route.fulfill({
        json: {
          code: 'penyelidikan',
          name: 'Register Penyelidikan',
          period: 'Desember 2026',
          columns: [
            'No',
            'Nomor Perkara',
            'Nomor & tanggal surat perintah (P-2)',
            'Terlapor',
            'Pasal',
            'Jaksa',
            'Tahap terakhir',
            'Status',
            'Keterangan',
          ],
          rows: Array.from({ length: 20 }, (_, i) => row(i + 1)),
          total: 31,
          sections: [],
        },
      }),
    );
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, 'staff');
    await page.goto('/registers?code=penyelidikan&year=2026&month=12');
    const table = page.getByRole('table', { name: 'Register Penyelidikan, Desember 2026' });
    await expect(table.getByRole('row')).toHaveCount(21);

    const layout = await table.evaluate((element) => {
      const box = element.parentElement!;
      const headers = Array.from(element.querySelectorAll('th'));
      const note = headers.find((header) => header.textContent === 'Keterangan')!;
      const numbers = Array.from(element.querySelectorAll('td')).filter((cell) =>
        cell.textContent?.startsWith('PRINT-'),
      );
      return {
        overflow: box.scrollWidth - box.clientWidth,
        noteWidth: note.getBoundingClientRect().width,
        // A number over two lines is drawn in two boxes: the text from its first character to its last, measured.
        brokenNumbers: numbers.filter((cell) => {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          const text = walker.nextNode()!;
          const words = text.textContent!;
          const range = document.createRange();
          range.setStart(text, 0);
          range.setEnd(text, words.includes(' ') ? words.indexOf(' ') : words.length);
          return range.getClientRects().length > 1;
        }).length,
        numberCount: numbers.length,
      };
    });
    expect(layout.numberCount).toBe(30);
    expect(layout.overflow).toBeLessThanOrEqual(0);
    expect(layout.brokenNumbers).toBe(0);
    expect(layout.noteWidth).toBeGreaterThanOrEqual(160);
  });

  test('an admin opens a register, month and year from the address', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/registers?code=rt&year=2001&month=2');
    await expect(page.getByRole('combobox', { name: 'Register' })).toHaveText('Register Tahanan');
    await expect(page.getByRole('combobox', { name: 'Bulan' })).toHaveText('Februari');
    await expect(page.getByRole('combobox', { name: 'Tahun' })).toHaveText('2001');
    await expect(page.getByText('Register Tahanan Februari 2001 tidak memuat baris.')).toBeVisible();
  });

  test('the monthly report shows the stages, the month’s forms, detainees and recovered money', async ({ page }) => {
    const token = await apiToken('staff2');
    const created = await createCaseViaApi(token, { title: `Laporan bulanan ${uniqueWord()}`, date: officeDate(1) });
    const today = officeDate(0);
    const thisMonth = `${monthNames[Number(today.slice(5, 7)) - 1]!} ${today.slice(0, 4)}`;
    const rupiah = (text: string) => Number(text.replace(/\D/g, ''));

    await loginAs(page, 'staff');
    await page.goto('/registers?code=lp');
    await expect(page.getByRole('combobox', { name: 'Register' })).toHaveText('Laporan Bulanan Kegiatan');
    const stages = page.getByRole('table', { name: `Laporan Bulanan Kegiatan, ${thisMonth}` });
    for (const heading of ['Tahap', 'Awal Bulan', 'Baru', 'Selesai', 'Akhir Bulan']) {
      await expect(stages.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
    }
    await expect(stages.getByRole('row', { name: /^Penyidikan/ })).toBeVisible();
    for (const title of ['Formulir yang Diterbitkan', 'Tahanan Akhir Bulan', 'Penyelamatan Keuangan Negara']) {
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    }
    const money = page.getByRole('table', { name: `Penyelamatan Keuangan Negara, ${thisMonth}` });
    const returned = money
      .getByRole('row', { name: /^Pengembalian kerugian negara/ })
      .getByRole('cell')
      .nth(1);
    const before = rupiah(await returned.innerText());

    // Money recovered today shows in this month's report once the page is read again.
    const response = await fetch(`${baseURL()}/api/cases/${created.id}/recoveries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ kind: 'pengembalian', amount: 1_250_000, date: today }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    await page.reload();
    await expect.poll(async () => rupiah(await returned.innerText())).toBe(before + 1_250_000);
  });
});
