import fs from 'node:fs/promises';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, expect, loginAs, test } from '../support/fixtures';

test('screenshots', async ({ page }) => {
  test.setTimeout(120_000);
  const day = officeDate(2);
  const word = uniqueWord();
  const token = await apiToken('staff2');
  for (let index = 0; index < 30; index += 1) {
    await createCaseViaApi(token, {
      title: `Sidang korupsi pengadaan alat kesehatan Café’s “${index}” ${word}`,
      date: day,
      time: `${String(8 + (index % 9)).padStart(2, '0')}:15`,
      type: index % 2 ? 'penyidikan' : 'penuntutan',
      number: `PDS-${index}/Fd.1/11/2026`,
      prosecutor: 'Hendra Gunawan, S.H.',
      location: 'Ruang Sidang Tipikor 2',
    });
  }
  await loginAs(page, 'staff');
  await page.goto(`/cases/penyidikan`);
  await expect(page.getByRole('button', { name: 'Ekspor Excel' })).toBeVisible();
  await page.screenshot({ path: '/tmp/wt-exports-shots/shot-list.png' });
  await page.goto(`/case-schedule?date=${day}`);
  await expect(page.getByRole('button', { name: 'Ekspor PDF' })).toBeVisible();
  await page.screenshot({ path: '/tmp/wt-exports-shots/shot-board.png' });
  // Preparing: hold the answer a while.
  await page.route('**/api/schedule/export**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Format ekspor harus xlsx atau pdf' }) });
  });
  await page.getByRole('button', { name: 'Ekspor PDF' }).click();
  await expect(page.getByText('Menyiapkan…')).toBeVisible();
  await page.screenshot({ path: '/tmp/wt-exports-shots/shot-board-preparing.png' });
  await expect(page.getByText('Format ekspor harus xlsx atau pdf')).toBeVisible();
  await page.screenshot({ path: '/tmp/wt-exports-shots/shot-board-error.png' });
  await page.unroute('**/api/schedule/export**');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ekspor PDF' }).click()]);
  await fs.copyFile(await download.path(), '/tmp/wt-exports-shots/shot-docket.pdf');
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ekspor Excel' }).click()]);
  await fs.copyFile(await xlsx.path(), '/tmp/wt-exports-shots/shot-docket.xlsx');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ekspor PDF' })).toBeVisible();
  await page.screenshot({ path: '/tmp/wt-exports-shots/shot-board-mobile.png' });
  await page.goto(`/cases/penyidikan`);
  await expect(page.getByRole('button', { name: 'Ekspor Excel' })).toBeVisible();
  await page.screenshot({ path: '/tmp/wt-exports-shots/shot-list-mobile.png' });
  await page.goto(`/my-cases`);
  await expect(page.getByRole('button', { name: 'Ekspor Excel' })).toBeVisible();
  await page.screenshot({ path: '/tmp/wt-exports-shots/shot-mine-mobile.png' });
});
