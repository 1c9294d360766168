import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

/** A 2×2 red PNG: a real image the preview can draw. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4pqEBRAwQCgAg7gRZa2nN9gAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token') ?? '');

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

/** The id of the account behind a token. */
async function userIdOf(token: string): Promise<number> {
  const response = await fetch(`${baseURL()}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { id: number }).id;
}

/** Deletes a document as a team member would, through the API (decisions §9: it goes to the case's trash). */
async function deleteViaApi(token: string, caseId: number, name: string): Promise<void> {
  const listed = await fetch(`${baseURL()}/api/cases/${caseId}/documents`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const found = ((await listed.json()) as { id: number; name: string }[]).find((item) => item.name === name);
  const response = await fetch(`${baseURL()}/api/cases/${caseId}/documents/${found?.id ?? 0}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
}

async function expectNoViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(selector)
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
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

test.describe('Berkas Perkara on the case detail (decisions §7.2)', () => {
  test('staff upload two documents (button and drag and drop), preview one, delete one after confirming; a colleague\u2019s upload appears live', async ({
    page,
  }) => {
    const title = `Perkara dokumen ${uniqueWord()}`;
    const budi = await apiToken('staff');
    // Deleting a document is for the case's team (decisions §9): the staff account is on it.
    const created = await createCaseViaApi(budi, {
      title,
      date: officeDate(3),
      type: 'penyidikan',
      team_ids: [await userIdOf(budi)],
    });
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

  test('a team member deletes a document and "Urungkan" brings it back; "Pulihkan" in "Sampah berkas" does too; a staff member outside the team sees no "Hapus"', async ({
    page,
    browser,
  }) => {
    const budi = await apiToken('staff');
    const created = await createCaseViaApi(budi, {
      title: `Perkara sampah dokumen ${uniqueWord()}`,
      date: officeDate(3),
      team_ids: [await userIdOf(budi)],
    });
    await uploadViaApi(budi, created.id, 'Surat Perintah Penyidikan.pdf', pdf);
    await uploadViaApi(budi, created.id, 'BAP Tersangka.pdf', pdf);
    await loginAs(page, 'staff');
    await page.goto(`/case/${created.id}`);
    const section = page.getByRole('region', { name: 'Berkas Perkara' });
    const list = section.getByRole('list', { name: 'Daftar berkas perkara' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const toggle = section.getByRole('button', { name: /^Sampah berkas/ });
    await expect(toggle).toHaveCount(0);

    // Deleting, then "Urungkan" in the notice.
    await list.getByRole('button', { name: 'Hapus Surat Perintah Penyidikan.pdf' }).click();
    await page.getByRole('dialog', { name: 'Hapus Berkas Perkara' }).getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByText('Berkas "Surat Perintah Penyidikan.pdf" dihapus')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(toggle).toHaveText('Sampah berkas (1)');
    await page.getByRole('button', { name: 'Urungkan' }).click();
    await expect(page.getByText('Berkas dipulihkan')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(toggle).toHaveCount(0);

    // Deleting again, then "Pulihkan" in the trash.
    await list.getByRole('button', { name: 'Hapus Surat Perintah Penyidikan.pdf' }).click();
    await page.getByRole('dialog', { name: 'Hapus Berkas Perkara' }).getByRole('button', { name: 'Hapus' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await toggle.click();
    const trash = section.getByRole('list', { name: 'Sampah berkas' });
    await expect(trash.getByRole('listitem')).toHaveCount(1);
    await expect(trash.getByRole('listitem')).toContainText('Surat Perintah Penyidikan.pdf');
    await expect(trash.getByRole('listitem')).toContainText(/Dihapus .+ oleh Budi Santoso/);
    await expectNoViolations(page, 'section[aria-labelledby="case-documents-title"]');
    await page.setViewportSize({ width: 1366, height: 768 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/s29-docweb-trash-1366.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await trash.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/s29-docweb-trash-390.png' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await trash.getByRole('button', { name: 'Pulihkan Surat Perintah Penyidikan.pdf' }).click();
    await expect(page.getByText('Berkas dipulihkan')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(toggle).toHaveCount(0);
    const history = page.getByRole('region', { name: 'Riwayat' });
    await expect(
      history.getByText('Budi Santoso memulihkan berkas "Surat Perintah Penyidikan.pdf"').first(),
    ).toBeVisible();

    // Siti is not on the team: she reads and downloads, deletes nothing.
    const context = await browser.newContext({ baseURL: baseURL() });
    const siti = await context.newPage();
    await loginAs(siti, 'staff2');
    await siti.goto(`/case/${created.id}`);
    const seen = siti.getByRole('region', { name: 'Berkas Perkara' });
    await expect(seen.getByRole('button', { name: 'Unduh BAP Tersangka.pdf' })).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Unggah Berkas' })).toBeVisible();
    await expect(seen.getByRole('button', { name: /^Hapus / })).toHaveCount(0);
    await context.close();
  });

  test('an administrator, on no team, downloads and deletes documents, and purges one from "Sampah berkas" after confirming', async ({
    page,
  }) => {
    const budi = await apiToken('staff');
    const created = await createCaseViaApi(budi, {
      title: `Perkara admin ${uniqueWord()}`,
      date: officeDate(3),
      team_ids: [await userIdOf(budi)],
    });
    await uploadViaApi(budi, created.id, 'Surat Dakwaan.pdf', pdf);
    await uploadViaApi(budi, created.id, 'Draf Lama.pdf', pdf);
    await deleteViaApi(budi, created.id, 'Draf Lama.pdf');
    await loginAs(page, 'admin');
    await page.goto(`/case/${created.id}`);
    const section = page.getByRole('region', { name: 'Berkas Perkara' });
    await expect(section.getByRole('button', { name: 'Unduh Surat Dakwaan.pdf' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Unggah Berkas' })).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Hapus Surat Dakwaan.pdf' })).toBeVisible();
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Unduh Surat Dakwaan.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('Surat Dakwaan.pdf');

    await section.getByRole('button', { name: 'Sampah berkas (1)' }).click();
    const trash = section.getByRole('list', { name: 'Sampah berkas' });
    await page.setViewportSize({ width: 390, height: 844 });
    await trash.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/s29-docweb-trash-admin-390.png' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await trash.getByRole('button', { name: 'Hapus permanen Draf Lama.pdf' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus permanen?' });
    await expect(confirm).toContainText('Berkas "Draf Lama.pdf" akan dihapus permanen');
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await expect(trash.getByRole('listitem')).toHaveCount(1);
    await trash.getByRole('button', { name: 'Hapus permanen Draf Lama.pdf' }).click();
    await confirm.getByRole('button', { name: 'Hapus permanen' }).click();
    await expect(page.getByText('Berkas "Draf Lama.pdf" dihapus permanen')).toBeVisible();
    await expect(section.getByRole('button', { name: /^Sampah berkas/ })).toHaveCount(0);
    const left = await fetch(`${baseURL()}/api/cases/${created.id}/document-trash`, {
      headers: { authorization: `Bearer ${budi}` },
    });
    expect(await left.json()).toEqual([]);
  });
});
