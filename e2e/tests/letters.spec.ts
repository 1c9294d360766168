import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

const shots = process.env.SCREENSHOT_DIR;
// The same walk on a phone (390×844) when asked, for its screenshots.
if (process.env.PHONE_VIEWPORT) {
  test.use({ viewport: { width: 390, height: 844 } });
}
const p16 = fileURLToPath(new URL('../../apps/server/src/data/letter-templates/P-16.docx', import.meta.url));

test.describe('letters from the office templates (decisions §8.6)', () => {
  test('the admin uploads the P-16 template; staff make a P-16 letter from the case page', async ({
    browser,
    page,
  }) => {
    await loginAs(page, 'admin');
    await page.goto('/admin/settings');
    const card = page.getByRole('region', { name: 'Formulir' });
    const item = card.getByRole('listitem').filter({ hasText: 'P-16 — Surat Perintah Penunjukan' });
    await item.locator('input[type="file"]').setInputFiles(p16);
    await expect(page.getByText('Templat surat P-16 diunggah')).toBeVisible();
    await expect(item.getByText('Templat surat', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Unduh Templat P-16' })).toBeVisible();
    // A file that is not a .docx is refused in Indonesian.
    const p17 = card.getByRole('listitem').filter({ hasText: 'P-17 — Permintaan Perkembangan' });
    await p17.locator('input[type="file"]').setInputFiles({
      name: 'catatan.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('bukan dokumen word'),
    });
    await expect(p17.getByRole('alert')).toContainText('Berkas templat bukan dokumen Word (.docx) yang valid');
    if (shots) {
      await item.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/letters-forms-${page.viewportSize()?.width}.png` });
    }

    const word = uniqueWord();
    const title = `Korupsi dana desa ${word}`;
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

    const context = await browser.newContext({
      baseURL: baseURL(),
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      viewport: page.viewportSize(),
    });
    const staff = await context.newPage();
    await loginAs(staff, 'staff');
    await staff.goto(`/case/${created.id}`);
    const section = staff.getByRole('region', { name: 'Tahapan' });
    await section.getByRole('button', { name: 'Buat Surat' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Buat Surat' });
    await dialog.getByLabel(/Formulir/).selectOption('P-16');
    await expect(dialog.getByLabel(/Tanggal surat/)).toHaveValue(officeDate(0).split('-').reverse().join('/'));
    const axe = await new AxeBuilder({ page: staff })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .include('[role="dialog"]')
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    if (shots) {
      await staff.screenshot({ path: `${shots}/letter-dialog-${staff.viewportSize()?.width}.png` });
    }
    await dialog.getByRole('button', { name: 'Buat' }).click();
    await expect(staff.getByText(/Surat P-16 dibuat: PRINT-\d{2}/)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = section.getByRole('listitem').filter({ hasText: 'Surat Perintah Penunjukan' });
    await expect(row).toContainText(/PRINT-\d{2}\/.*\/\d{4}/);
    await expect(staff.getByRole('region', { name: 'Berkas Perkara' })).toContainText(/P-16 PRINT-\d{2}-.*\.docx/);
    if (shots) {
      await section.screenshot({ path: `${shots}/letters-section-${staff.viewportSize()?.width}.png` });
    }
    await context.close();
  });
});
