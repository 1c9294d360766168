import AxeBuilder from '@axe-core/playwright';
import type { AdminStats } from '@pidsus/shared';
import type { Page } from '@playwright/test';
import { createCaseViaApi, dayText, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

/** Screenshots for a look by eye when `MONEY_SHOTS` names a folder (not part of the check). */
async function shot(page: Page, name: string) {
  if (process.env.MONEY_SHOTS) {
    await page.screenshot({ path: `${process.env.MONEY_SHOTS}/${name}.png`, fullPage: false });
  }
}

async function expectNoViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(selector)
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
}

test.describe('evidence and state money on the case page (decisions §8.4)', () => {
  test('an evidence item and a recovery are added, edited and deleted from the case page; the stats sum them', async ({
    page,
    browser,
  }) => {
    // Two sections, five dialogs, two axe scans and the admin's statistics: ~50 s alone, over 60 s on a busy machine.
    test.slow();
    const word = uniqueWord();
    const title = `Korupsi pengadaan alat kesehatan ${word}`;
    const token = await apiToken('staff');
    const created = await createCaseViaApi(token, { title, date: officeDate(0), type: 'penyidikan' });

    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, 'staff');
    await page.goto(`/case/${created.id}`);

    // Barang Bukti: add, edit its status, delete after a confirmation.
    const evidence = page.getByRole('region', { name: 'Barang Bukti' });
    await expect(evidence.getByText(/Belum ada barang bukti/)).toBeVisible();
    await evidence.getByRole('button', { name: 'Tambah Barang Bukti' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Barang Bukti' });
    await dialog.getByLabel(/Uraian/).fill('Emas batangan Antam');
    await dialog.getByLabel(/Jumlah/).fill('2,5');
    await dialog.getByLabel('Satuan').fill('kg');
    await dialog.getByLabel('Tempat penyimpanan').fill('Rupbasan Jakarta Selatan');
    await dialog.getByLabel('Nomor surat penyitaan').fill('Print-05/M.1.10/Fd.1/03/2026');
    await dialog.getByLabel('Tanggal penyitaan').fill(dayText(officeDate(-3)));
    await expectNoViolations(page, '[role="dialog"]');
    await shot(page, 'evidence-dialog-1366');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Barang bukti berhasil ditambahkan')).toBeVisible();
    const item = evidence.getByRole('listitem').filter({ hasText: 'Emas batangan Antam' });
    await expect(item).toContainText('2,5 kg');
    await expect(item).toContainText('Disita');
    // The letter's number and its day kept apart, as one letter cites another.
    await expect(item).toContainText(
      /Penyitaan No\. Print-05\/M\.1\.10\/Fd\.1\/03\/2026 tanggal \d{1,2} \p{L}+ \d{4}/u,
    );

    await item.getByRole('button', { name: 'Ubah Emas batangan Antam' }).click();
    const edit = page.getByRole('dialog', { name: 'Ubah Barang Bukti' });
    await expect(edit.getByLabel(/Jumlah/)).toHaveValue('2,5');
    await edit.getByLabel('Status', { exact: true }).selectOption({ label: 'Dirampas untuk negara' });
    // The register holds an item until the month its status changed: the day is asked for.
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(edit.getByText('Tanggal status harus diisi bila barang bukti tidak lagi disita')).toBeVisible();
    await shot(page, 'evidence-status-day-1366');
    await edit.getByLabel('Tanggal status').fill(dayText(officeDate(-1)));
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(item).toContainText('Dirampas untuk negara');

    // Keuangan Negara: the loss, a recovery typed with dots, the total and what remains.
    const money = page.getByRole('region', { name: 'Keuangan Negara' });
    await money.getByRole('button', { name: 'Ubah Kerugian' }).click();
    const loss = page.getByRole('dialog', { name: 'Kerugian Keuangan Negara' });
    await loss.getByLabel('Jumlah (Rp)').fill('125000000000');
    await loss.getByRole('button', { name: 'Simpan' }).click();
    await expect(money).toContainText('Rp 125.000.000.000');

    await money.getByRole('button', { name: 'Catat Pemulihan' }).click();
    const recovery = page.getByRole('dialog', { name: 'Catat Pemulihan Keuangan Negara' });
    await recovery.getByLabel('Jenis').selectOption({ label: 'Uang pengganti' });
    await recovery.getByLabel(/Jumlah \(Rp\)/).fill('1.250.000.000');
    await expect(recovery.getByText('Rp 1.250.000.000')).toBeVisible();
    await recovery.getByLabel(/Tanggal/).fill('31/12/2016');
    await expectNoViolations(page, '[role="dialog"]');
    await shot(page, 'recovery-dialog-1366');
    await recovery.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Pemulihan berhasil dicatat')).toBeVisible();
    await expect(money.getByRole('listitem')).toContainText('Rp 1.250.000.000');
    await expect(money).toContainText('Total dipulihkan');
    await expect(money).toContainText('Rp 123.750.000.000');
    await page.getByRole('heading', { name: 'Barang Bukti' }).scrollIntoViewIfNeeded();
    await shot(page, 'sections-1366');
    await expect(page.getByRole('region', { name: 'Riwayat' })).toContainText(
      'mencatat pemulihan keuangan negara Rp 1.250.000.000',
    );

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Keuangan Negara' }).scrollIntoViewIfNeeded();
    await shot(page, 'sections-390');
    await money.getByRole('button', { name: 'Catat Pemulihan' }).click();
    await shot(page, 'recovery-dialog-390');
    await page
      .getByRole('dialog', { name: 'Catat Pemulihan Keuangan Negara' })
      .getByRole('button', { name: 'Batal' })
      .click();
    await page.setViewportSize({ width: 1366, height: 768 });

    // The admin's statistics sum the year of the recovery.
    const stats = (await (
      await fetch(`${baseURL()}/api/admin/stats?year=2016`, {
        headers: { authorization: `Bearer ${await apiToken('admin')}` },
      })
    ).json()) as AdminStats;
    expect(stats.recoveries.months[11]!.total).toBeGreaterThanOrEqual(1_250_000_000);

    // Deleted after a confirmation.
    await item.getByRole('button', { name: 'Hapus Emas batangan Antam' }).click();
    await page.getByRole('dialog', { name: 'Hapus Barang Bukti' }).getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByText('Barang bukti berhasil dihapus')).toBeVisible();
    await expect(evidence.getByText(/Belum ada barang bukti/)).toBeVisible();

    const adminPage = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await loginAs(adminPage, 'admin');
    await adminPage.goto('/admin/stats');
    const section = adminPage.getByRole('region', { name: 'Penyelamatan Keuangan Negara' });
    // The page's period (decisions §10): the whole of 2016.
    const period = adminPage.getByRole('region', { name: 'Periode' });
    await period.getByLabel('Tahun').selectOption('2016');
    await period.getByLabel('Bulan').selectOption({ label: 'Sepanjang tahun' });
    const total = stats.recoveries.total.toLocaleString('id-ID');
    await expect(section).toContainText(`Rp ${total}`);
    await expect(section.getByRole('row', { name: /Des 2016/ })).toContainText(
      stats.recoveries.months[11]!.total.toLocaleString('id-ID'),
    );
    await section.scrollIntoViewIfNeeded();
    await shot(adminPage, 'stats-1366');
    await adminPage.close();
  });
});
