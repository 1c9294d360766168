import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

/** `DD/MM/YYYY` of a day `days` from today in the office zone, as a user types it. */
const typed = (days: number) => officeDate(days).split('-').reverse().join('/');
/** `1/3/2026`: how the detention dialog writes a day in its arithmetic. */
const short = (days: number) => {
  const [year, month, day] = officeDate(days).split('-');
  return `${Number(day)}/${Number(month)}/${year}`;
};

/** Axe's WCAG 2.1 AA rules on a part of the page: none broken. */
async function expectNoViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(selector)
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
}

test.describe('the case record: defendants and detention (decisions §8.1, §8.2)', () => {
  test('a defendant and a detention added on the case page show on the dashboard and the board; an extension follows', async ({
    page,
  }) => {
    // A long walk through four screens: it takes about 20 s on this machine, more under a loaded CI.
    test.slow();
    const word = uniqueWord();
    const title = `Korupsi alat kesehatan ${word}`;
    const name = `Hendra ${word}`;
    const token = await apiToken('staff');
    const profile = (await (
      await fetch(`${baseURL()}/api/profile`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: number };
    const created = await createCaseViaApi(token, {
      title,
      date: officeDate(0),
      time: '06:10',
      type: 'penyidikan',
      team_ids: [profile.id],
    });

    await loginAs(page, 'staff');
    await page.goto(`/case/${created.id}`);
    // A case under investigation calls its people `Tersangka`.
    const people = page.getByRole('region', { name: 'Tersangka' });
    await expect(people.getByText('Belum ada tersangka yang dicatat')).toBeVisible();
    // The sections in the order a prosecutor works (decisions §8), the history last.
    await expect(page.getByRole('heading', { name: 'Riwayat' })).toBeVisible();
    const headings = await page.locator('main h2').allTextContents();
    const order = [
      'Tersangka',
      'Penahanan',
      'Tahapan',
      'Tenggat',
      'Berkas Perkara',
      'Barang Bukti',
      'Keuangan Negara',
      'Riwayat',
    ];
    expect(headings.filter((heading) => order.includes(heading))).toEqual(order);
    await people.getByRole('button', { name: 'Tambah Tersangka' }).click();
    const personDialog = page.getByRole('dialog', { name: 'Tambah Tersangka' });
    await personDialog.getByLabel(/^Nama/).fill(name);
    await personDialog.getByLabel('NIK').fill('12345');
    await personDialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(personDialog.getByText('NIK harus 16 angka')).toBeVisible();
    await expectNoViolations(page, '[role="dialog"]'); // the dialog with its error shown
    await personDialog.getByLabel('NIK').fill('3201234567890123');
    await personDialog.getByLabel('Pasal yang disangkakan').fill('Pasal 2 ayat (1) UU 31/1999');
    await personDialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Tersangka berhasil ditambahkan')).toBeVisible();
    await expect(personDialog).toBeHidden();
    await expect(people.getByRole('listitem').filter({ hasText: name })).toContainText('NIK 3201234567890123');

    // Held from 15 days ago for 20 days, the first day counted: the last day is in 4 days.
    const held = page.getByRole('region', { name: 'Penahanan' });
    await held.getByRole('button', { name: 'Catat Penahanan' }).click();
    const periodDialog = page.getByRole('dialog', { name: 'Catat Penahanan' });
    await expect(periodDialog.getByLabel(/Yang ditahan/)).toHaveValue(/\d+/);
    await periodDialog.getByLabel(/Tanggal mulai/).fill(typed(-15));
    await periodDialog.getByLabel(/Lama \(hari\)/).fill('20');
    await expect(periodDialog.getByRole('status')).toHaveText(
      `${short(-15)} + 20 hari (hari pertama dihitung) = s/d ${short(4)}`,
    );
    await expectNoViolations(page, '[role="dialog"]');
    await periodDialog.getByLabel('Dasar penahanan').fill('Pasal 102 ayat (1) UU 20/2025');
    await periodDialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Masa penahanan berhasil dicatat')).toBeVisible();
    const first = held.getByRole('listitem').filter({ hasText: name });
    await expect(first).toContainText('Berlaku · 4 hari lagi');
    await expect(page.getByRole('region', { name: 'Tenggat' })).toContainText(`Penahanan ${name} berakhir`);

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Masa Penahanan Berakhir' });
    const ending = card.getByRole('listitem').filter({ hasText: name });
    await expect(ending).toContainText(title);
    await expect(ending).toContainText('4 hari lagi');

    await page.goto('/case-schedule');
    await expect(page.getByRole('columnheader', { name: 'Tersangka/Terdakwa' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(name);
    await expect(row.getByRole('img', { name: 'Ada tersangka/terdakwa yang ditahan' })).toBeVisible();

    // The extension by the prosecutor starts the day after the first period ends.
    await page.goto(`/case/${created.id}`);
    await held.getByRole('button', { name: 'Catat Penahanan' }).click();
    await periodDialog.getByLabel('Perpanjangan dari').selectOption({ index: 1 });
    await expect(periodDialog.getByLabel(/Tanggal mulai/)).toHaveValue(typed(5));
    await periodDialog.getByLabel(/Lama \(hari\)/).fill('40');
    await periodDialog.getByLabel('Yang menahan').selectOption({ label: 'Penuntut umum' });
    await expect(periodDialog.getByRole('status')).toHaveText(
      `${short(5)} + 40 hari (hari pertama dihitung) = s/d ${short(44)}`,
    );
    await periodDialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Masa penahanan berhasil dicatat')).toBeVisible();
    await expect(held.getByRole('listitem')).toHaveCount(2);
    await expect(held.getByRole('listitem').first()).toContainText('Sudah diperpanjang');
    await expect(held.getByRole('listitem').nth(1)).toContainText('Perpanjangan');
    await expect(page.getByRole('region', { name: 'Riwayat' })).toContainText(`mencatat penahanan "${name}"`);

    // The person cannot go while held.
    await people.getByRole('button', { name: `Hapus ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus Tersangka' });
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect(confirm).toContainText('masih tercatat dalam masa penahanan');
  });
});
