import type { Page } from '@playwright/test';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

const snackbar = (page: Page) => page.locator('.MuiSnackbar-root');

/** The trash (decisions §7.3): a delete can be undone at once, or restored later from "Sampah". */
test.describe('trash (decisions §7.3)', () => {
  test('a deleted case comes back at once with "Urungkan", in the lists and in its history', async ({ page }) => {
    const word = uniqueWord();
    const title = `Korupsi Dana Hibah ${word}`;
    const created = await createCaseViaApi(await apiToken('staff2'), {
      title,
      date: officeDate(4),
      type: 'penyidikan',
    });
    await loginAs(page, 'staff');
    await page.goto(`/case/${created.id}`);
    await page.getByRole('button', { name: 'Hapus' }).click();
    const confirm = page.getByRole('dialog', { name: 'Konfirmasi Penghapusan' });
    await expect(confirm).toContainText('dipindahkan ke Sampah');
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect(snackbar(page)).toContainText('Jadwal berhasil dihapus');
    // The page leaves for the list after a second; the notice and its offer stay.
    await expect(page).toHaveURL(/\/cases\/penyidikan$/);
    await page.getByRole('button', { name: 'Urungkan' }).click();
    await expect(snackbar(page)).toContainText('Kasus dipulihkan');
    await page.goto(`/cases/penyidikan?q=${word}`);
    await expect(page.getByText(title)).toBeVisible();
    await page.goto(`/case/${created.id}`);
    const history = page.getByRole('list', { name: 'Riwayat' });
    await expect(history).toContainText('Budi Santoso menghapus kasus ini');
    await expect(history).toContainText('Budi Santoso memulihkan kasus ini dari Sampah');
  });

  test('a deleted case is restored from "Sampah", reached from the account menu', async ({ page }) => {
    const word = uniqueWord();
    const title = `Pengadaan Alat Kesehatan ${word}`;
    const token = await apiToken('staff2');
    const created = await createCaseViaApi(token, {
      title,
      date: officeDate(6),
      type: 'penuntutan',
      number: `PRINT-99/${word}`,
    });
    const deleted = await fetch(`${baseURL()}/api/cases/${created.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(200);

    await loginAs(page, 'staff');
    await page.goto(`/cases/penuntutan?q=${word}`);
    await expect(page.getByText(`Tidak ada kasus yang cocok dengan "${word}"`)).toBeVisible();
    await page.getByRole('button', { name: 'Menu akun' }).click();
    await page.getByRole('menuitem', { name: 'Sampah' }).click();
    await expect(page).toHaveURL(/\/trash$/);
    await expect(page.getByRole('heading', { name: 'Sampah Kasus' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText(`PRINT-99/${word}`);
    await expect(card).toContainText('Penuntutan');
    await expect(card).toContainText('oleh Siti Rahmawati');
    // Only an admin purges.
    await expect(card.getByRole('button', { name: `Hapus permanen ${title}` })).toHaveCount(0);
    await card.getByRole('button', { name: `Pulihkan ${title}` }).click();
    // The same words as after 'Urungkan' (decisions §10).
    await expect(snackbar(page)).toHaveText('Kasus dipulihkan');
    await expect(card).toHaveCount(0);
    await page.goto(`/cases/penuntutan?q=${word}`);
    await expect(page.getByText(title)).toBeVisible();
  });

  test('an admin purges a trashed case after confirming', async ({ page }) => {
    const word = uniqueWord();
    const title = `Pungutan Liar ${word}`;
    const token = await apiToken('staff2');
    const created = await createCaseViaApi(token, { title, date: officeDate(3) });
    await fetch(`${baseURL()}/api/cases/${created.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    await loginAs(page, 'admin');
    await page.goto('/trash');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: `Hapus permanen ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus Permanen' });
    await expect(dialog).toContainText(`Hapus permanen kasus "${title}"?`);
    await dialog.getByRole('button', { name: 'Hapus Permanen' }).click();
    await expect(snackbar(page)).toContainText(`"${title}" dihapus permanen`);
    await expect(card).toHaveCount(0);
  });

  test('a deleted file is restored from the files trash into its folder; Urungkan brings back a folder', async ({
    page,
  }) => {
    const word = uniqueWord();
    const folder = `Berkas ${word}`;
    const name = `laporan-${word}.txt`;
    await loginAs(page, 'staff2');
    await page.goto('/files');
    await page.getByRole('button', { name: 'New Folder' }).click();
    const create = page.getByRole('dialog', { name: 'New Folder' });
    await create.getByLabel('Nama Folder').fill(folder);
    await create.getByRole('button', { name: 'Buat' }).click();
    await page.getByRole('button', { name: folder, exact: true }).click();
    await expect(page).toHaveURL(/\/files\?path=/);
    // The address changes first and the folder is drawn in a transition after it: a file picked before that would go to
    // the folder still drawn (the root), as it would for someone who picks it there.
    await expect(page.getByRole('navigation', { name: 'Lokasi folder' })).toContainText(folder);
    await page.getByTestId('files-upload-input').setInputFiles({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from('isi laporan'),
    });
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Menu untuk ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Hapus' }).click();
    const confirm = page.getByRole('dialog', { name: 'Konfirmasi Penghapusan' });
    await expect(confirm).toContainText('dipindahkan ke Sampah');
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect(snackbar(page)).toContainText('File berhasil dihapus');
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: 'Sampah' }).click();
    await expect(page).toHaveURL(/\/files\/trash$/);
    await expect(page.getByRole('heading', { name: 'Sampah Berkas' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText(`Dari /${folder}`);
    await card.getByRole('button', { name: `Pulihkan ${name}` }).click();
    await expect(snackbar(page)).toContainText(`"${name}" dipulihkan`);
    await expect(card).toHaveCount(0);
    await page.getByRole('link', { name: 'Kembali ke My Files' }).click();
    await page.getByRole('button', { name: folder, exact: true }).click();
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();

    // A folder deleted and brought back at once with Urungkan, its file inside.
    await page.getByRole('navigation', { name: 'Lokasi folder' }).getByRole('button', { name: 'Root' }).click();
    await page.getByRole('button', { name: `Menu untuk ${folder}` }).click();
    await page.getByRole('menuitem', { name: 'Hapus' }).click();
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect(snackbar(page)).toContainText('Folder berhasil dihapus');
    await expect(page.getByRole('button', { name: folder, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Urungkan' }).click();
    await expect(snackbar(page)).toContainText('Folder dipulihkan');
    await page.getByRole('button', { name: folder, exact: true }).click();
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  });

  test('the owner purges a file from the trash after confirming; an empty trash says so', async ({ page }) => {
    const name = `hapus-${uniqueWord()}.txt`;
    const token = await apiToken('staff');
    const form = new FormData();
    form.append('file', new Blob(['isi']), name);
    const uploaded = await fetch(`${baseURL()}/api/files/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const file = ((await uploaded.json()) as { file: { id: number } }).file;
    await fetch(`${baseURL()}/api/files/files/${file.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    await loginAs(page, 'staff');
    await page.goto('/files/trash');
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.getByRole('button', { name: `Hapus permanen ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus Permanen' });
    await expect(dialog).toContainText(`Hapus permanen file "${name}"?`);
    await dialog.getByRole('button', { name: 'Hapus Permanen' }).click();
    await expect(snackbar(page)).toContainText(`"${name}" dihapus permanen`);
    await expect(card).toHaveCount(0);
  });
});
