import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../support/fixtures';
import { png } from '../support/images';

const item = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const snackbar = (page: Page) => page.locator('.MuiSnackbar-root');
const tag = () => Date.now().toString(36);

test.describe('files in daily use (decisions §7.5)', () => {
  test('a shortened name shows the full name in a tooltip on hover and on keyboard focus, and in full as the preview’s title', async ({
    page,
  }) => {
    const name = `Foto Barang Bukti Penyitaan ${tag()}.png`;
    await loginAs(page, 'staff2');
    await page.goto('/files');
    await page.getByTestId('files-upload-input').setInputFiles({
      name,
      mimeType: 'image/png',
      buffer: png(320, 200),
    });
    await expect(snackbar(page)).toContainText('File berhasil diupload');
    const card = item(page, name);
    await expect(card).toHaveText(/Foto Baran…\.png/);

    // Hover.
    await card.hover();
    await expect(page.getByRole('tooltip')).toHaveText(name);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    // Keyboard: from the card's menu button back to the card.
    await page.getByRole('button', { name: `Menu untuk ${name}`, exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(card).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText(name);

    // The preview, on a phone: named by the whole name, which wraps rather than being cut.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.keyboard.press('Enter');
    const preview = page.getByRole('dialog', { name, exact: true });
    await expect(preview).toBeVisible();
    const title = preview.getByText(name, { exact: true });
    await expect(title).toBeVisible();
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(preview.getByRole('img', { name })).toBeVisible();
  });

  test('an empty file is refused with the server’s reason as an error, alone or among others, and is not stored', async ({
    page,
  }) => {
    const run = tag();
    const empty = `kosong-${run}.txt`;
    const full = `isi-${run}.txt`;
    await loginAs(page, 'staff2');
    await page.goto('/files');

    await page.getByTestId('files-upload-input').setInputFiles({
      name: empty,
      mimeType: 'text/plain',
      buffer: Buffer.alloc(0),
    });
    const notice = snackbar(page).getByRole('alert');
    await expect(notice).toHaveText('File kosong tidak dapat diunggah');
    await expect(notice).toHaveClass(/MuiAlert-colorError/);
    await expect(page.getByText('berhasil diupload')).toHaveCount(0);

    // Among others: the rest is stored, and the notice names the refused one with the reason.
    await page.getByTestId('files-upload-input').setInputFiles([
      { name: full, mimeType: 'text/plain', buffer: Buffer.from('berita acara') },
      { name: empty, mimeType: 'text/plain', buffer: Buffer.alloc(0) },
    ]);
    await expect(notice).toHaveText(`1 dari 2 file gagal diupload: ${empty} (File kosong tidak dapat diunggah)`);
    await expect(notice).toHaveClass(/MuiAlert-colorError/);
    await expect(item(page, full)).toBeVisible();
    await page.reload();
    await expect(item(page, full)).toBeVisible();
    await expect(item(page, empty)).toHaveCount(0);
  });
});
