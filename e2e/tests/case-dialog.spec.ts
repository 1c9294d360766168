import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, expect, loginAs, test } from '../support/fixtures';

/** `DD/MM/YYYY`, as the dialog takes and shows a date. */
const dayText = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** '25 November 2026', as a card shows a date. */
function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, day!)),
  );
}

/** axe on one open part of the page, WCAG 2.0 and 2.1 A and AA, once nothing moves any more. */
async function expectAccessible(page: Page, part: Locator) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await part.evaluate((element) => element.setAttribute('data-axe-scope', ''));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[data-axe-scope]')
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  await part.evaluate((element) => element.removeAttribute('data-axe-scope'));
}

async function openAddDialog(page: Page, category: string) {
  await page.goto(`/cases/${category}`);
  await page.getByRole('button', { name: 'Tambah Kasus Baru' }).click();
  return page.getByRole('dialog', { name: 'Tambah Kasus Baru' });
}

test.describe('the case dialog keeps what was typed (decisions §7.5)', () => {
  test("Escape, 'Batal' or a click outside over unsaved input asks 'Buang perubahan?'; 'Kembali' keeps everything", async ({
    page,
  }) => {
    await loginAs(page, 'staff');
    let dialog = await openAddDialog(page, 'penyelidikan');

    // Nothing typed: each way out closes at once.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Tambah Kasus Baru' }).click();
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    dialog = await openAddDialog(page, 'penyelidikan');
    await dialog.getByLabel('Judul').fill('Pungutan liar perizinan');
    await dialog.getByLabel('Tanggal').fill('25/11/2030');
    await dialog.getByLabel('Tempat').fill('Ruang Sidang Tipikor 2');
    const question = page.getByRole('alertdialog', { name: 'Buang perubahan?' });
    const closers: [string, () => Promise<void>][] = [
      ['Escape', () => page.keyboard.press('Escape')],
      ['Batal', () => dialog.getByRole('button', { name: 'Batal' }).click()],
      ['a click outside', () => page.mouse.click(12, 12)],
    ];
    for (const [way, close] of closers) {
      await close();
      await expect(question, way).toBeVisible();
      await expect(question.getByRole('button', { name: 'Kembali' }), way).toBeFocused();
      await question.getByRole('button', { name: 'Kembali' }).click();
      await expect(question).toHaveCount(0);
      await expect(dialog.getByLabel('Judul'), way).toHaveValue('Pungutan liar perizinan');
      await expect(dialog.getByLabel('Tanggal')).toHaveValue('25/11/2030');
      await expect(dialog.getByLabel('Tempat')).toHaveValue('Ruang Sidang Tipikor 2');
    }
    // Escape on the question is 'Kembali' too.
    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Batal' }).click();
    await question.getByRole('button', { name: 'Ya, buang' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(question).toHaveCount(0);
  });

  test('each field says its own error under it as it is typed or left, never the summary for a filled field', async ({
    page,
  }) => {
    await loginAs(page, 'staff');
    const dialog = await openAddDialog(page, 'penyelidikan');
    const title = dialog.getByLabel('Judul');
    const date = dialog.getByLabel('Tanggal');

    // Leaving the empty fields says what is missing, before 'Simpan'.
    await title.focus();
    await date.focus();
    await dialog.getByLabel('Jam').focus();
    await expect(title).toHaveAccessibleDescription('Judul harus diisi');
    await expect(date).toHaveAccessibleDescription('Tanggal harus diisi');

    // A title over 200 characters is said as it is typed, with the count.
    await title.fill('x'.repeat(210));
    await expect(dialog.getByText('Judul maksimal 200 karakter')).toBeVisible();
    await expect(title).toHaveAccessibleDescription(/^Judul maksimal 200 karakter/);
    await expect(dialog.getByText('210/200')).toBeVisible();
    await title.fill('Korupsi pengadaan alat kesehatan');
    await expect(dialog.getByText('Judul maksimal 200 karakter')).toHaveCount(0);

    // An impossible date, once the field is left.
    await date.fill('31/02/2027');
    await expect(dialog.getByText('Tanggal tidak valid')).toHaveCount(0);
    await date.press('Tab');
    await expect(date).toHaveAccessibleDescription('Tanggal tidak valid');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(date).toBeFocused();
    await expect(dialog.getByText('Judul dan tanggal harus diisi')).toHaveCount(0);
    await expect(dialog.getByText('Judul harus diisi')).toHaveCount(0);

    // The messages and the question are readable by all (axe, WCAG 2.1 AA).
    await title.fill('x'.repeat(205));
    await expectAccessible(page, dialog);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    const question = page.getByRole('alertdialog', { name: 'Buang perubahan?' });
    await expectAccessible(page, question);
    await question.getByRole('button', { name: 'Kembali' }).click();
    await title.fill('Korupsi pengadaan alat kesehatan');

    // Corrected, it names the day.
    await date.fill('1-2-2027');
    await expect(date).toHaveAccessibleDescription('Senin, 1 Februari 2027');
    await date.press('Tab');
    await expect(date).toHaveValue('01/02/2027');
  });

  test('dates are typed and shown as DD/MM/YYYY, the hour still works, and Tempat shows on the card and the detail', async ({
    page,
  }) => {
    const word = uniqueWord();
    const title = `Suap pengadaan jalan ${word}`;
    const day = officeDate(4);
    await loginAs(page, 'staff');
    const dialog = await openAddDialog(page, 'penyelidikan');
    const date = dialog.getByLabel('Tanggal');
    await expect(date).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await expect(date).not.toHaveAttribute('type', 'date');
    await dialog.getByLabel('Judul').fill(title);
    await date.fill(dayText(day).replaceAll('/', '-'));
    // 'Jam' is typed like the date (decisions §10): 24 hours, no picker, and a wrong hour is said, not dropped.
    const hour = dialog.getByLabel('Jam');
    await expect(hour).not.toHaveAttribute('type', 'time');
    await expect(hour).toHaveAttribute('placeholder', 'JJ.MM');
    for (const [typed, shown] of [
      ['0930', '09.30'],
      ['9:30', '09.30'],
    ] as const) {
      await hour.fill(typed);
      await hour.press('Tab');
      await expect(hour).toHaveValue(shown);
    }
    await hour.fill('25.00');
    await hour.press('Tab');
    await expect(hour).toHaveAccessibleDescription('Jam tidak valid');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeVisible();
    await hour.fill('1330');
    await dialog.getByLabel('Tempat').fill('Ruang Sidang Tipikor 2');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Kasus baru berhasil ditambahkan')).toBeVisible();

    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText(longDate(day));
    await expect(card).toContainText('13.30');
    await expect(card).toContainText('Tempat: Ruang Sidang Tipikor 2');
    await card.getByRole('link', { name: 'Lihat Detail' }).click();
    await expect(page).toHaveURL(/\/case\/\d+$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Tempat', { exact: true })).toBeVisible();
    await expect(page.getByText('Ruang Sidang Tipikor 2', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Kasus' });
    await expect(edit.getByLabel('Tanggal')).toHaveValue(dayText(day));
    await expect(edit.getByLabel('Jam')).toHaveValue('13.30');
    await expect(edit.getByLabel('Tempat')).toHaveValue('Ruang Sidang Tipikor 2');
  });
});

test.describe('after Simpan the case is shown where it is (decisions §7.5)', () => {
  test('a new case is scrolled into view and highlighted, loading the page it falls on', async ({ page }) => {
    test.slow();
    const word = uniqueWord();
    const token = await apiToken('staff2');
    // More coming hearings than a page holds, all before the new one: it falls on a later page.
    for (let index = 0; index < 32; index += 1) {
      await createCaseViaApi(token, { title: `Sidang rutin ${word} ${index}`, date: officeDate(1), type: 'eksekusi' });
    }
    await loginAs(page, 'staff');
    const dialog = await openAddDialog(page, 'eksekusi');
    await expect(page.getByText(/^Menampilkan 30 dari/)).toBeVisible();
    const title = `Eksekusi uang pengganti ${word}`;
    await dialog.getByLabel('Judul').fill(title);
    await dialog.getByLabel('Tanggal').fill(dayText(officeDate(3000)));
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Kasus baru berhasil ditambahkan')).toBeVisible();

    const card = page.getByRole('article', { name: title });
    await expect(card).toBeInViewport();
    await expect(card).toHaveAttribute('data-highlighted', 'true');
    await expect(card).toHaveCSS('outline-style', 'solid');
    // The focus is on the new case, and the closing dialog did not pull the page back to 'Tambah Kasus Baru'.
    await expect(card.getByRole('link', { name: 'Lihat Detail' })).toBeFocused();
    await page.waitForTimeout(600);
    await expect(card).toBeInViewport();
    // The list loaded on to the page it is on.
    await expect(page.getByText(/^Menampilkan 30 dari/)).toHaveCount(0);
    // The mark goes after a few seconds.
    await expect(card).not.toHaveAttribute('data-highlighted', /.*/, { timeout: 10_000 });
  });

  test("a new case hidden by the search says so, and 'Tampilkan' clears the search and shows it", async ({ page }) => {
    const word = uniqueWord();
    await loginAs(page, 'staff');
    await page.goto(`/cases/penyidikan?q=${word}`);
    await expect(page.getByText(`Tidak ada kasus yang cocok dengan "${word}"`)).toBeVisible();
    await page.getByRole('button', { name: 'Tambah Kasus Baru' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Kasus Baru' });
    const title = `Gratifikasi ${uniqueWord()}`;
    await dialog.getByLabel('Judul').fill(title);
    await dialog.getByLabel('Tanggal').fill(dayText(officeDate(2)));
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'tidak tampil' });
    await expect(alert).toContainText(`Kasus "${title}" tersimpan`);
    await alert.getByRole('button', { name: 'Tampilkan' }).click();
    await expect(page).toHaveURL(/\/cases\/penyidikan$/);
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeInViewport();
    await expect(card).toHaveAttribute('data-highlighted', 'true');
  });

  test("an edited case is highlighted on its detail, and in the list 'Kembali' returns to", async ({ page }) => {
    const word = uniqueWord();
    const created = await createCaseViaApi(await apiToken('staff2'), {
      title: `Penyalahgunaan dana hibah ${word}`,
      date: officeDate(6),
      type: 'penuntutan',
    });
    await loginAs(page, 'staff');
    await page.goto(`/cases/penuntutan?q=${word}`);
    await page.getByRole('article').getByRole('link', { name: 'Lihat Detail' }).click();
    await expect(page).toHaveURL(new RegExp(`/case/${created.id}$`));
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Kasus' });
    await edit.getByLabel('Tempat').fill('Ruang Sidang Cakra');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Perubahan berhasil disimpan')).toBeVisible();
    await expect(page.locator(`section[data-case-id="${created.id}"]`)).toHaveAttribute('data-highlighted', 'true');
    await expect(page.getByRole('list', { name: 'Riwayat' })).toContainText('Tempat: (kosong) → Ruang Sidang Cakra');

    await page.getByRole('link', { name: 'Kembali' }).click();
    const card = page.getByRole('article', { name: `Penyalahgunaan dana hibah ${word}` });
    await expect(card).toContainText('Tempat: Ruang Sidang Cakra');
    await expect(card).toBeInViewport();
    await expect(card).toHaveAttribute('data-highlighted', 'true');
  });
});
