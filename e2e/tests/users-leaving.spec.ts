import AxeBuilder from '@axe-core/playwright';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';
import { createAccountViaApi } from '../support/users';

/** The case's team by name, as the API shows it. */
async function teamOf(caseId: number): Promise<string[]> {
  const response = await fetch(`${baseURL()}/api/cases/${caseId}`, {
    headers: { authorization: `Bearer ${await apiToken('staff')}` },
  });
  const body = (await response.json()) as { team: { username: string }[] };
  return body.team.map((member) => member.username);
}

test.describe('a departing prosecutor (decisions §8.7, Leaving)', () => {
  test('deleting an account on case teams asks who takes them over, then moves them and deletes it', async ({
    page,
  }) => {
    const leaving = await createAccountViaApi();
    const successor = await createAccountViaApi();
    const token = await apiToken('staff');
    const first = await createCaseViaApi(token, {
      title: `Perkara ditinggal ${uniqueWord()}`,
      date: officeDate(3),
      team_ids: [leaving.id],
    });
    const second = await createCaseViaApi(token, {
      title: `Perkara ditinggal ${uniqueWord()}`,
      date: officeDate(4),
      team_ids: [leaving.id],
    });

    await loginAs(page, 'admin');
    await page.goto('/admin/users');
    await page.getByRole('button', { name: `Hapus ${leaving.username}` }).click();
    await page.getByRole('dialog', { name: 'Hapus Pengguna' }).getByRole('button', { name: 'Hapus' }).click();

    const handover = page.getByRole('dialog', { name: 'Alihkan Tim Perkara' });
    await expect(handover.getByText(`${leaving.username} masih menjadi tim pada 2 kasus.`)).toBeVisible();
    const confirm = handover.getByRole('button', { name: 'Alihkan & Hapus' });
    await expect(confirm).toBeDisabled();
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await handover.getByRole('combobox', { name: 'Alihkan ke' }).fill(successor.username);
    await page.getByRole('option', { name: new RegExp(`^${successor.username}`) }).click();
    await confirm.click();
    await expect(
      page.getByText(`${leaving.username} dihapus; 2 kasus dialihkan ke ${successor.username}`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Hapus ${leaving.username}` })).toHaveCount(0);
    expect(await teamOf(first.id)).toEqual([successor.username]);
    expect(await teamOf(second.id)).toEqual([successor.username]);
  });
});
