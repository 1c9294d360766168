import { uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

const DEFAULTS = { office_name: 'Bidang Tindak Pidana Khusus', reminder_hour: '07:00', trash_days: 30 };

/** Puts the settings back as the other specs expect them (the footer's default office name). */
async function restoreDefaults(): Promise<void> {
  const token = await apiToken('admin');
  const response = await fetch(`${baseURL()}/api/admin/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(DEFAULTS),
  });
  expect(response.status).toBe(200);
}

test.describe('admin settings (decisions §7.4)', () => {
  // The office name shows on every screen: no other spec runs while it is not the default.
  test.use({ quiet: true });

  test('a new office name shows on an open board and its footer at once, and after a reload', async ({
    page,
    browser,
  }) => {
    const name = `Kejaksaan Negeri ${uniqueWord()}`;
    const boardContext = await browser.newContext({ baseURL: baseURL() });
    try {
      const board = await boardContext.newPage();
      await loginAs(board, 'staff');
      await board.goto('/case-schedule');
      await expect(board.getByRole('heading', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' })).toBeVisible();
      await expect(board.locator('main header')).toContainText(DEFAULTS.office_name);

      await loginAs(page, 'admin');
      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { name: 'Pengaturan Sistem', level: 1 })).toBeVisible();
      const officeName = page.getByLabel(/Nama kantor/);
      await expect(officeName).toHaveValue(DEFAULTS.office_name);
      await expect(page.getByLabel(/Jam pengingat pagi/)).toHaveValue('07.00');
      await expect(page.getByLabel(/Masa simpan sampah/)).toHaveValue('30');

      // Each bad value is named under its own field, in Indonesian, and nothing is saved.
      await officeName.fill('   ');
      await page.getByLabel(/Jam pengingat pagi/).fill('7');
      await page.getByLabel(/Masa simpan sampah/).fill('0');
      await page.getByRole('region', { name: 'Pengaturan Kantor' }).getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Nama kantor harus diisi')).toBeVisible();
      await expect(page.getByText('Jam pengingat harus berformat JJ.MM (24 jam), misalnya 07.00')).toBeVisible();
      await expect(page.getByText('Masa simpan sampah harus bilangan bulat 1 sampai 3650 hari')).toBeVisible();

      await officeName.fill(name);
      await page.getByLabel(/Jam pengingat pagi/).fill('07.00');
      await page.getByLabel(/Masa simpan sampah/).fill('30');
      await page.getByRole('region', { name: 'Pengaturan Kantor' }).getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Pengaturan berhasil disimpan')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(name);

      // The board open in another browser hears of it without a reload: its header and its footer.
      await expect(board.locator('main header')).toContainText(name);
      await expect(board.getByRole('contentinfo')).toContainText(name);
      await board.reload();
      await expect(board.locator('main header')).toContainText(name);
      await expect(board.getByRole('contentinfo')).toContainText(name);
    } finally {
      await boardContext.close();
      await restoreDefaults();
    }
  });

  test('deadline templates: added, edited, and deleted after a question', async ({ page }) => {
    const title = `Perpanjangan penahanan ${uniqueWord()}`;
    await loginAs(page, 'admin');
    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: 'Templat Tenggat' });
    await section.getByRole('button', { name: 'Tambah Templat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Templat Tenggat' });
    await dialog.getByLabel(/Jumlah hari/).fill('4000');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Judul harus diisi')).toBeVisible();
    await expect(dialog.getByText('Jumlah hari harus bilangan bulat 1 sampai 3650')).toBeVisible();
    await dialog.getByLabel(/Judul templat/).fill(title);
    await dialog.getByLabel(/Jumlah hari/).fill('40');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Templat berhasil ditambahkan')).toBeVisible();
    const item = section.getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('40 hari');

    await item.getByRole('button', { name: `Ubah templat ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Ubah Templat Tenggat' });
    await expect(edit.getByLabel(/Judul templat/)).toHaveValue(title);
    await edit.getByLabel(/Jumlah hari/).fill('60');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(item).toContainText('60 hari');

    await item.getByRole('button', { name: `Hapus templat ${title}` }).click();
    const question = page.getByRole('dialog', { name: 'Hapus Templat' });
    await expect(question).toContainText(title);
    await question.getByRole('button', { name: 'Batal' }).click();
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: `Hapus templat ${title}` }).click();
    await question.getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByText('Templat berhasil dihapus')).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });

  test('staff cannot open /admin/settings: they are sent to their dashboard', async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
