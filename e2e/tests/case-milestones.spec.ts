import AxeBuilder from '@axe-core/playwright';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

/** `DD/MM/YYYY` of a day `days` from today in the office zone, as a user types it. */
const typed = (days: number) => officeDate(days).split('-').reverse().join('/');
const shots = process.env.SCREENSHOT_DIR;
// The same walk on a phone (390×844) when asked, for its screenshots.
if (process.env.PHONE_VIEWPORT) {
  test.use({ viewport: { width: 390, height: 844 } });
}

test.describe('case milestones (decisions §8.3)', () => {
  test('staff add a milestone from the case page and see its number; a P-19 starts its deadline; edit and delete', async ({
    page,
  }) => {
    const word = uniqueWord();
    const title = `Korupsi dana BOS ${word}`;
    const token = await apiToken('staff');
    const profile = (await (
      await fetch(`${baseURL()}/api/profile`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: number };
    const created = await createCaseViaApi(token, {
      title,
      date: officeDate(0),
      type: 'penyidikan',
      team_ids: [profile.id],
    });

    await loginAs(page, 'staff');
    await page.goto(`/case/${created.id}`);
    const section = page.getByRole('region', { name: 'Tahapan' });
    await expect(section.getByText(/Belum ada tahapan/)).toBeVisible();

    await section.getByRole('button', { name: 'Tambah Tahapan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Tahapan' });
    await dialog.getByLabel(/Formulir/).selectOption('P-8');
    await expect(dialog.getByLabel('Nomor')).toHaveAttribute(
      'placeholder',
      'Diberikan otomatis (PRINT-…) bila dikosongkan',
    );
    await dialog.getByLabel(/Tanggal/).fill(typed(-3));
    await dialog.getByLabel('Catatan').fill('Sprindik tim gabungan');
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .include('[role="dialog"]')
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText(/Tahapan dicatat dengan nomor PRINT-\d{2}/)).toBeVisible();
    await expect(dialog).toBeHidden();
    const p8 = section.getByRole('listitem').filter({ hasText: 'Surat Perintah Penyidikan' });
    await expect(p8).toContainText(/PRINT-\d{2}\/.*\/\d{4}/);
    await expect(p8).toContainText('Sprindik tim gabungan');

    // A P-19 lists the deadline it starts, and starts it.
    await section.getByRole('button', { name: 'Tambah Tahapan' }).click();
    await dialog.getByLabel(/Formulir/).selectOption('P-19');
    await dialog.getByLabel(/Tanggal/).fill(typed(-1));
    await expect(dialog.getByRole('status')).toContainText(
      `Berkas dikembalikan penyidik — 14 hari setelah tanggal, s/d ${typed(13)}`,
    );
    if (shots) {
      await page.screenshot({ path: `${shots}/milestone-dialog-${page.viewportSize()?.width}.png` });
    }
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Tenggat' })).toContainText('Berkas dikembalikan penyidik');
    await expect(page.getByRole('region', { name: 'Riwayat' })).toContainText(/mencatat tahapan P-19/);
    if (shots) {
      await section.screenshot({ path: `${shots}/milestones-section-${page.viewportSize()?.width}.png` });
    }

    // Edit the note, then delete the P-19 after the question.
    await section.getByRole('button', { name: 'Ubah P-8' }).click();
    const edit = page.getByRole('dialog', { name: 'Ubah Tahapan' });
    await edit.getByLabel('Catatan').fill('Sprindik diperbarui');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(p8).toContainText('Sprindik diperbarui');
    await section.getByRole('button', { name: 'Hapus P-19' }).click();
    await page.getByRole('dialog', { name: 'Hapus Tahapan' }).getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByText('Tahapan berhasil dihapus')).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(1);
  });

  test('on a phone a milestone’s number reads whole: it moves to the next line rather than break after PRINT-', async ({
    page,
  }) => {
    const token = await apiToken('staff');
    const created = await createCaseViaApi(token, { title: `Nomor utuh ${uniqueWord()}`, date: officeDate(0) });
    const number = 'PRINT-123/M.1.10/Ft.1/11/2026';
    const response = await fetch(`${baseURL()}/api/cases/${created.id}/milestones`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ form_code: 'P-16A', date: officeDate(-1), number }),
    });
    expect(response.status, await response.clone().text()).toBe(201);

    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'staff');
    await page.goto(`/case/${created.id}`);
    const shown = page.getByRole('region', { name: 'Tahapan' }).getByTestId('milestone-number');
    await expect(shown).toHaveText(number);
    const lines = await shown.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      // One box per line the number is drawn on.
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });

  test('on a laptop every form’s name starts at one place, whatever the length of its code', async ({ page }) => {
    const token = await apiToken('staff');
    const created = await createCaseViaApi(token, { title: `Kode sejajar ${uniqueWord()}`, date: officeDate(0) });
    for (const form_code of ['P-8', 'P-16A']) {
      const response = await fetch(`${baseURL()}/api/cases/${created.id}/milestones`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ form_code, date: officeDate(-1) }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
    }

    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, 'staff');
    await page.goto(`/case/${created.id}`);
    const section = page.getByRole('region', { name: 'Tahapan' });
    const names = [
      section.getByText('Surat Perintah Penyidikan', { exact: true }),
      section.getByText(/^Surat Perintah Penunjukan Jaksa Penuntut Umum untuk Penyelesaian/),
    ];
    const [first, second] = await Promise.all(names.map(async (name) => (await name.boundingBox())!.x));
    expect(Math.abs(first! - second!)).toBeLessThan(1);
  });

  test('the admin adds a form to the catalogue in /admin/settings', async ({ page }) => {
    const code = `BA-${uniqueWord().slice(0, 6)}`;
    await loginAs(page, 'admin');
    await page.goto('/admin/settings');
    const card = page.getByRole('region', { name: 'Formulir' });
    await expect(
      card.getByRole('listitem').filter({ hasText: 'P-21 — Pemberitahuan bahwa Hasil Penyidikan' }),
    ).toBeVisible();
    await card.getByRole('button', { name: 'Tambah Formulir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Formulir' });
    await dialog.getByLabel(/Kode/).fill(code);
    await dialog.getByLabel(/Nama formulir/).fill('Berita Acara Penitipan Barang Bukti');
    await dialog.getByLabel('Penomoran').selectOption('PLAIN');
    await dialog.getByLabel('Klasifikasi').fill('Fd.1');
    await dialog.getByRole('button', { name: 'Tambah Tenggat' }).click();
    await dialog.getByLabel('Judul tenggat').fill('Pemeriksaan barang bukti');
    if (shots) {
      await page.screenshot({ path: `${shots}/form-dialog-${page.viewportSize()?.width}.png` });
    }
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Formulir berhasil ditambahkan')).toBeVisible();
    const item = card.getByRole('listitem').filter({ hasText: code });
    await expect(item).toContainText('Memulai 1 tenggat');
    if (shots) {
      await card.screenshot({ path: `${shots}/forms-card-${page.viewportSize()?.width}.png` });
    }
    await item.getByRole('button', { name: `Hapus formulir ${code}` }).click();
    await page.getByRole('dialog', { name: 'Hapus Formulir' }).getByRole('button', { name: 'Hapus' }).click();
    await expect(card.getByRole('listitem').filter({ hasText: code })).toHaveCount(0);
  });
});
