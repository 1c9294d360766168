import type { Locator, Page } from '@playwright/test';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, expect, loginAs, test } from '../support/fixtures';

/**
 * Decisions §10: the focus goes back to the control that opened a dialog, `Ya, buang` included, and input typed
 * just before Escape is never dropped, however loaded the machine is.
 */

/**
 * Types `text` into the focused field and presses Escape right after it, as a hurried hand does on a loaded laptop:
 * the CPU six times slower, and the key sent to the browser together with the text rather than after the page has
 * settled (the browser handles input before the page's other work, so the Escape comes before anything the
 * keystroke scheduled for later).
 */
async function typeThenEscape(page: Page, text: string) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const escape = { key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27 };
  await Promise.all([
    session.send('Input.insertText', { text }),
    session.send('Input.dispatchKeyEvent', { type: 'keyDown', ...escape }),
    session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...escape }),
  ]);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await session.detach();
}

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Buang perubahan?' });

async function discard(page: Page, dialog: Locator) {
  await question(page).getByRole('button', { name: 'Ya, buang' }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(dialog).toHaveCount(0);
}

async function caseOnItsPage(page: Page) {
  const token = await apiToken('staff');
  const created = await createCaseViaApi(token, {
    title: `Pengadaan alat kesehatan ${uniqueWord()}`,
    date: officeDate(3),
    type: 'penyidikan',
  });
  await loginAs(page, 'staff');
  await page.goto(`/case/${created.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('the form dialogs give the focus back to their opener (decisions §10)', () => {
  test("'Tambah Kasus Baru' has the focus again after Escape, 'Batal' and 'Ya, buang'", async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/cases/penyelidikan');
    const opener = page.getByRole('button', { name: 'Tambah Kasus Baru' });
    const dialog = page.getByRole('dialog', { name: 'Tambah Kasus Baru' });

    await opener.click();
    await expect(dialog.getByLabel('Judul')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByLabel('Judul').fill('Pungutan liar perizinan');
    await page.keyboard.press('Escape');
    await expect(question(page)).toBeVisible();
    await discard(page, dialog);
    await expect(opener).toBeFocused();

    // 'Kembali' gives the focus back inside the case dialog, where it was.
    await opener.click();
    await dialog.getByLabel('Judul').fill('Pungutan liar perizinan');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await question(page).getByRole('button', { name: 'Kembali' }).click();
    await expect(dialog.getByRole('button', { name: 'Batal' })).toBeFocused();
  });

  test("'Edit' on the case page and the deadline's 'Tambah Tenggat' have the focus again after 'Ya, buang'", async ({
    page,
  }) => {
    await caseOnItsPage(page);
    const edit = page.getByRole('button', { name: 'Edit', exact: true });
    const editDialog = page.getByRole('dialog', { name: 'Edit Kasus' });
    await edit.click();
    await editDialog.getByLabel('Judul').fill('Judul yang tidak jadi');
    await editDialog.getByRole('button', { name: 'Batal' }).click();
    await discard(page, editDialog);
    await expect(edit).toBeFocused();

    const add = page.getByRole('region', { name: 'Tenggat' }).getByRole('button', { name: 'Tambah Tenggat' });
    const deadline = page.getByRole('dialog', { name: 'Tambah Tenggat' });
    await add.click();
    await deadline.getByLabel('Isi sendiri').check();
    await deadline.getByLabel(/Judul tenggat/).fill('Pengembalian berkas');
    await page.keyboard.press('Escape');
    await discard(page, deadline);
    await expect(add).toBeFocused();

    await add.click();
    await page.keyboard.press('Escape');
    await expect(deadline).toHaveCount(0);
    await expect(add).toBeFocused();
  });
});

test.describe('input is never lost to a fast key (decisions §10)', () => {
  test("Escape right after the first keystroke asks 'Buang perubahan?' in the case dialog", async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/cases/penyelidikan');
    const opener = page.getByRole('button', { name: 'Tambah Kasus Baru' });
    const dialog = page.getByRole('dialog', { name: 'Tambah Kasus Baru' });
    for (const attempt of [1, 2, 3]) {
      await opener.click();
      await expect(dialog.getByLabel('Judul')).toBeFocused();
      await typeThenEscape(page, 'x');
      await expect(question(page), `attempt ${attempt}`).toBeVisible();
      await question(page).getByRole('button', { name: 'Kembali' }).click();
      await expect(dialog.getByLabel('Judul')).toHaveValue('x');
      await dialog.getByRole('button', { name: 'Batal' }).click();
      await discard(page, dialog);
    }
  });

  test("the deadline dialog asks too, and its 'Simpan' stays on the screen at 1366×768 with a long note", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await caseOnItsPage(page);
    const opener = page.getByRole('region', { name: 'Tenggat' }).getByRole('button', { name: 'Tambah Tenggat' });
    const deadline = page.getByRole('dialog', { name: 'Tambah Tenggat' });
    for (const attempt of [1, 2, 3]) {
      await opener.click();
      await deadline.getByLabel(/Judul tenggat/).focus();
      await typeThenEscape(page, 'y');
      await expect(question(page), `attempt ${attempt}`).toBeVisible();
      await question(page).getByRole('button', { name: 'Kembali' }).click();
      await expect(deadline.getByLabel(/Judul tenggat/)).toHaveValue('y');
      await deadline.getByRole('button', { name: 'Batal' }).click();
      await discard(page, deadline);
    }

    // A template with its computed day and a note of several lines: the fields scroll inside the dialog, whose
    // 'Simpan' stays where it can be clicked without scrolling the page.
    await opener.click();
    await deadline
      .getByLabel('Templat', { exact: true })
      .selectOption({ label: 'Penyampaian SPDP (Pasal 60 ayat 1 UU 20/2025) — 7 hari' });
    await deadline.getByLabel('Catatan').fill(Array.from({ length: 8 }, (_, i) => `Baris catatan ${i + 1}`).join('\n'));
    await expect(deadline.getByRole('button', { name: 'Simpan' })).toBeInViewport({ ratio: 1 });
    await expect(deadline.getByRole('button', { name: 'Batal' })).toBeInViewport({ ratio: 1 });
    await expect(deadline.getByRole('heading', { name: 'Tambah Tenggat' })).toBeInViewport({ ratio: 1 });
    await deadline.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Tenggat berhasil ditambahkan')).toBeVisible();
  });
});
