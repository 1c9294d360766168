import type { Page } from '@playwright/test';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

/** A 2×2 red PNG: a real image the preview can draw. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4pqEBRAwQCgAg7gRZa2nN9gAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

/** Uploads a document as another user would, through the API. */
async function uploadViaApi(token: string, caseId: number, name: string, content: Buffer): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(content)]), name);
  const response = await fetch(`${baseURL()}/api/cases/${caseId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
}

/** Drops files on an element as a file manager's drag and drop would. */
async function dropFiles(page: Page, target: string, files: { name: string; type: string; base64: string }[]) {
  const transfer = await page.evaluateHandle((items) => {
    const data = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
      data.items.add(new File([bytes], item.name, { type: item.type }));
    }
    return data;
  }, files);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await page.dispatchEvent(target, type, { dataTransfer: transfer });
  }
}

test.describe('Berkas Perkara on the case detail (contract §7.2)', () => {
  test('staff upload two documents (button and drag and drop), preview one, delete one after confirming; a colleague\u2019s upload appears live', async ({
    page,
  }) => {
    const title = `Perkara berkas ${uniqueWord()}`;
    const budi = await apiToken('staff');
    const created = await createCaseViaApi(budi, { title, date: officeDate(3), type: 'penyidikan' });
    await loginAs(page, 'staff');
    await page.goto(`/case/${created.id}`);
    const section = page.getByRole('region', { name: 'Berkas Perkara' });
    await expect(section.getByText('Belum ada berkas pada kasus ini.')).toBeVisible();

    await section.getByTestId('case-documents-input').setInputFiles({
      name: 'Surat Perintah Penyidikan.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await dropFiles(page, 'section[aria-labelledby="case-documents-title"]', [
      { name: 'foto-barang-bukti.png', type: 'image/png', base64: png.toString('base64') },
    ]);
    const list = section.getByRole('list', { name: 'Daftar berkas perkara' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('foto-barang-bukti.png');
    await expect(list.getByRole('listitem').first()).toContainText('Budi Santoso');
    await page.screenshot({ path: test.info().outputPath('case-documents-desktop.png'), fullPage: true });

    // The image opens in the app's preview, drawn from its signed link.
    await list.getByRole('button', { name: 'Buka foto-barang-bukti.png' }).click();
    const preview = page.getByRole('dialog', { name: 'foto-barang-bukti.png' });
    const image = preview.getByRole('img', { name: 'foto-barang-bukti.png' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(2);
    await preview.getByRole('button', { name: 'Tutup' }).click();
    await expect(preview).toHaveCount(0);

    // Deleting asks first; 'Batal' keeps the document.
    await list.getByRole('button', { name: 'Hapus Surat Perintah Penyidikan.pdf' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus Berkas Perkara' });
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await list.getByRole('button', { name: 'Hapus Surat Perintah Penyidikan.pdf' }).click();
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByText('Berkas "Surat Perintah Penyidikan.pdf" dihapus')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const history = page.getByRole('region', { name: 'Riwayat' });
    await expect(history.getByText('Budi Santoso menghapus berkas "Surat Perintah Penyidikan.pdf"')).toBeVisible();
    await expect(history.getByText('Budi Santoso menambahkan berkas "foto-barang-bukti.png"')).toBeVisible();

    // A colleague's upload shows without a reload (cases:changed).
    await uploadViaApi(await apiToken('staff2'), created.id, 'BAP Saksi Siti.pdf', pdf);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('Siti Rahmawati');

    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await section.screenshot({ path: test.info().outputPath('case-documents-phone.png') });
  });

  test('"Tambah dari Berkas Saya" copies one of one\u2019s own files into the case; an empty file is refused by name', async ({
    page,
  }) => {
    const word = uniqueWord();
    const budi = await apiToken('staff');
    const created = await createCaseViaApi(budi, { title: `Perkara salinan ${word}`, date: officeDate(3) });
    const folder = `Arsip ${word}`;
    const made = await fetch(`${baseURL()}/api/files/folders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${budi}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: folder, path: '/' }),
    });
    expect(made.status).toBe(201);
    const form = new FormData();
    form.append('path', `/${folder}`);
    form.append('file', new Blob([Uint8Array.from(pdf)]), `Laporan ${word}.pdf`);
    const uploaded = await fetch(`${baseURL()}/api/files/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${budi}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);

    await loginAs(page, 'staff');
    await page.goto(`/case/${created.id}`);
    const section = page.getByRole('region', { name: 'Berkas Perkara' });
    await section.getByRole('button', { name: 'Tambah dari Berkas Saya' }).click();
    const picker = page.getByRole('dialog', { name: 'Tambah dari Berkas Saya' });
    await picker.getByRole('button', { name: `Buka folder ${folder}` }).click();
    await picker.getByRole('button', { name: new RegExp(`Laporan ${word}\\.pdf`) }).click();
    await page.screenshot({ path: test.info().outputPath('case-documents-picker.png') });
    await picker.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(picker).toHaveCount(0);
    await expect(page.getByText(`Berkas "Laporan ${word}.pdf" ditambahkan ke kasus`)).toBeVisible();
    const list = section.getByRole('list', { name: 'Daftar berkas perkara' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(`Laporan ${word}.pdf`);

    await section.getByTestId('case-documents-input').setInputFiles({
      name: 'kosong.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(0),
    });
    await expect(section.getByRole('list', { name: 'Unggahan berkas' })).toContainText(
      'kosong.pdf: File kosong tidak dapat diunggah',
    );
    const token = await tokenOf(page);
    expect(token).not.toBe('');
  });

  test('an administrator sees, previews and downloads the documents, without upload or delete', async ({ page }) => {
    const budi = await apiToken('staff');
    const created = await createCaseViaApi(budi, { title: `Perkara admin ${uniqueWord()}`, date: officeDate(3) });
    await uploadViaApi(budi, created.id, 'Surat Dakwaan.pdf', pdf);
    await loginAs(page, 'admin');
    await page.goto(`/case/${created.id}`);
    const section = page.getByRole('region', { name: 'Berkas Perkara' });
    await expect(section.getByRole('button', { name: 'Unduh Surat Dakwaan.pdf' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Unggah Berkas' })).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Hapus Surat Dakwaan.pdf' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Unduh Surat Dakwaan.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('Surat Dakwaan.pdf');
  });
});
