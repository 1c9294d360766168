import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, expect, loginAs, test } from '../support/fixtures';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the whole page and lists each violation, so that a failure names what to fix. */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const found = results.violations.map((violation) => ({
    rule: violation.id,
    examples: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(found, `WCAG 2.1 AA violations on ${page.url()}`).toEqual([]);
}

test.describe('/admin/audit (decisions §9)', () => {
  test('staff open a case; the admin sees that read under Akses, filtered by the staff member', async ({
    page,
    browser,
  }) => {
    const word = uniqueWord();
    const created = await createCaseViaApi(await apiToken('staff2'), {
      title: `Audit Dibuka ${word}`,
      date: officeDate(3),
      type: 'penyidikan',
    });

    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await loginAs(staffPage, 'staff');
    await staffPage.goto(`/case/${created.id}`);
    await expect(staffPage.getByRole('heading', { level: 1, name: `Audit Dibuka ${word}` })).toBeVisible();
    await staff.close();

    await loginAs(page, 'admin');
    await page.getByRole('link', { name: 'Lihat Log Audit' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log Audit' })).toBeVisible();
    // Perubahan first: the staff member's login is there.
    const changes = page.getByRole('table', { name: 'Log audit: Perubahan' });
    await expect(
      changes.getByRole('row').filter({ hasText: 'Budi Santoso' }).filter({ hasText: 'Masuk' }).first(),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Akses' }).click();
    await page.getByRole('combobox', { name: 'Pengguna' }).click();
    await page.getByRole('option', { name: 'Budi Santoso' }).click();
    const reads = page.getByRole('table', { name: 'Log audit: Akses' });
    const row = reads.getByRole('row').filter({ hasText: `Audit Dibuka ${word}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Budi Santoso');
    await expect(row).toContainText('Membuka kasus');
    await expect(reads.getByRole('row').filter({ hasText: 'Siti Rahmawati' })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^log-audit-\d{4}-\d{2}-\d{2}\.xlsx$/);

    await page.screenshot({ path: test.info().outputPath('audit-1366.png'), fullPage: false });
    await expectNoViolations(page);
  });

  test('fits a phone: the rows as cards, the filters one under another, no sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'admin');
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Log Audit' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Log audit: Perubahan' }).getByRole('listitem').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('audit-390.png'), fullPage: false });
    await expectNoViolations(page);
  });
});
