import { createCaseViaApi, officeDate, uniqueWord, updateCaseViaApi } from '../support/cases';
import { apiToken, expect, loginAs, test } from '../support/fixtures';

/** `DD/MM/YYYY`, as the case dialog takes a date (decisions §7.5). */
const dayText = (isoDate: string) => isoDate.split('-').reverse().join('/');

test.describe('cases (requirements §2 Category, Case list, Case detail; §5; §8)', () => {
  test('a case goes through its whole life: add, validate, find, open, re-status, edit, history, delete', async ({
    page,
  }) => {
    // The whole life of a case in one go: longer than the default budget on a busy machine.
    test.slow();
    const word = uniqueWord();
    const title = `Korupsi Dana Desa Sukamaju ${word}`;
    await loginAs(page, 'staff');

    await page.getByRole('link', { name: 'Lihat Semua Kategori' }).click();
    await expect(page).toHaveURL(/\/category$/);
    for (const name of ['Penyelidikan', 'Penyidikan', 'Penuntutan', 'Eksekusi']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Buka daftar kasus Penuntutan' }).click();
    await expect(page).toHaveURL(/\/cases\/penuntutan$/);
    await expect(page.getByRole('heading', { name: 'Daftar Kasus Penuntutan' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Jejak navigasi' })).toContainText('Kategori');

    // The dialog: 'Simpan' waits for both required fields; a blank title is refused under the title only
    // (decisions §7.5: no 'Judul dan tanggal harus diisi' while the date is filled).
    await page.getByRole('button', { name: 'Tambah Kasus Baru' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Kasus Baru' });
    const save = dialog.getByRole('button', { name: 'Simpan' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Judul').fill('   ');
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Tanggal').fill(dayText(officeDate(3)));
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog.getByText('Judul harus diisi', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Judul')).toHaveAccessibleDescription('Judul harus diisi');
    await expect(dialog.getByText('Judul dan tanggal harus diisi')).toHaveCount(0);

    await dialog.getByLabel('Judul').fill(title);
    await dialog.getByLabel('Jam').fill('09:30');
    await dialog.getByLabel('Deskripsi').fill('Laporan hasil audit BPKP.\nKerugian negara Rp 1,2 miliar.');
    await dialog.getByLabel('Pihak Terkait').fill('Tersangka: Ahmad Suryadi');
    await dialog.getByLabel('Saksi').fill('Siti Rahmawati, Bambang Hermawan');
    await save.click();
    await expect(page.getByText('Kasus baru berhasil ditambahkan')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The list finds it by a word of its title; the card shows the chip, the long date, and '-' for no prosecutor.
    await page.getByRole('main').getByLabel('Cari kasus').fill(word);
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card.getByText('Menunggu')).toBeVisible();
    const [year, month, day] = officeDate(3).split('-').map(Number);
    const longDate = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year!, month! - 1, day!)),
    );
    await expect(card.getByText(longDate)).toBeVisible();
    await expect(card.getByText('09.30')).toBeVisible();
    await expect(card).toContainText('Jaksa: -');

    await card.getByRole('link', { name: 'Lihat Detail' }).click();
    await expect(page).toHaveURL(/\/case\/\d+$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Kerugian negara Rp 1,2 miliar.')).toBeVisible();

    // Status menu: any of the three values; the detail's 3 s notice.
    await page.getByRole('button', { name: /Status: Menunggu/ }).click();
    await page.getByRole('menuitem', { name: 'Sedang Proses' }).click();
    await expect(page.getByText('Status berhasil diubah menjadi Sedang Proses')).toBeVisible();
    await expect(page.getByRole('button', { name: /Status: Sedang Proses/ })).toBeVisible();

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Kasus' });
    await expect(edit.getByLabel('Judul')).toHaveValue(title);
    await edit.getByLabel('Jaksa', { exact: true }).fill('Rina Marlina, S.H., M.H.');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Perubahan berhasil disimpan')).toBeVisible();
    await expect(page.getByText('Rina Marlina, S.H., M.H.', { exact: true })).toBeVisible();

    // Riwayat: who did what, in Indonesian.
    const history = page.getByRole('list', { name: 'Riwayat' });
    await expect(history).toContainText('Budi Santoso menambahkan kasus ini');
    await expect(history).toContainText('Budi Santoso mengubah status dari Menunggu menjadi Sedang Proses');
    await expect(history).toContainText('Jaksa: (kosong) → Rina Marlina, S.H., M.H.');

    // Delete: the confirmation, the message, and back to where 'Lihat Detail' was clicked, after a second.
    await page.getByRole('button', { name: 'Hapus' }).click();
    const confirm = page.getByRole('dialog', { name: 'Konfirmasi Penghapusan' });
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByText('Jadwal berhasil dihapus')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/cases/penuntutan\\?q=${word}$`));
    await expect(page.getByText(`Tidak ada kasus yang cocok dengan "${word}"`)).toBeVisible();
  });

  test('an edit based on an outdated version is stopped with a reload offer, not saved over the other', async ({
    page,
  }) => {
    const word = uniqueWord();
    const token = await apiToken('staff2');
    const created = await createCaseViaApi(token, { title: `Gratifikasi Perizinan ${word}`, date: officeDate(5) });
    await loginAs(page, 'staff');
    await page.goto(`/case/${created.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Kasus' });
    await expect(edit.getByLabel('Judul')).toHaveValue(`Gratifikasi Perizinan ${word}`);

    // A colleague saves first.
    await updateCaseViaApi(token, created.id, {
      title: `Gratifikasi Perizinan ${word} (revisi)`,
      date: officeDate(5),
      type: 'penuntutan',
    });
    await edit.getByLabel('Saksi').fill('Dewi Lestari');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(edit.getByText(/telah diubah oleh pengguna lain/)).toBeVisible();
    await edit.getByRole('button', { name: 'Muat Ulang' }).click();
    await expect(edit.getByLabel('Judul')).toHaveValue(`Gratifikasi Perizinan ${word} (revisi)`);
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Perubahan berhasil disimpan')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Gratifikasi Perizinan ${word} (revisi)` })).toBeVisible();
  });

  test('a missing case says so, and the back button goes to the category list', async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/case/987654321');
    await expect(page.getByText('Kasus tidak ditemukan')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/category$/);
  });

  test('deleting a case opened by its link returns to its category after a second, without an error', async ({
    page,
  }) => {
    const word = uniqueWord();
    const created = await createCaseViaApi(await apiToken('staff2'), {
      title: `Penyalahgunaan Wewenang ${word}`,
      date: officeDate(9),
      type: 'penyidikan',
    });
    await loginAs(page, 'staff');
    await page.goto(`/case/${created.id}`);
    await page.getByRole('button', { name: 'Hapus' }).click();
    await page.getByRole('dialog', { name: 'Konfirmasi Penghapusan' }).getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByText('Jadwal berhasil dihapus')).toBeVisible();
    await expect(page.getByText('Kasus tidak ditemukan')).toHaveCount(0);
    await expect(page).toHaveURL(/\/cases\/penyidikan$/);
    await expect(page.getByRole('heading', { name: 'Daftar Kasus Penyidikan' })).toBeVisible();
  });

  test('an empty category says so', async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto(`/cases/eksekusi?q=${uniqueWord()}`);
    await expect(page.getByText(/Tidak ada kasus yang cocok/)).toBeVisible();
    await page.getByRole('button', { name: 'Hapus pencarian' }).click();
    await expect(page).toHaveURL(/\/cases\/eksekusi$/);
  });
});
