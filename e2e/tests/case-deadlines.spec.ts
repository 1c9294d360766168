import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

/** `DD/MM/YYYY` of a day `days` from today in the office zone, as a user types it. */
const typed = (days: number) => officeDate(days).split('-').reverse().join('/');

test.describe('case deadlines (decisions §7.2)', () => {
  test('a deadline added from a template shows on the case, on the dashboard and on the board, until it is marked done', async ({
    page,
  }) => {
    const word = uniqueWord();
    const title = `Korupsi dana hibah ${word}`;
    const token = await apiToken('staff');
    const profile = (await (
      await fetch(`${baseURL()}/api/profile`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: number };
    const created = await createCaseViaApi(token, {
      title,
      date: officeDate(0),
      time: '06:05',
      type: 'penyidikan',
      team_ids: [profile.id],
    });

    await loginAs(page, 'staff');
    await page.goto(`/case/${created.id}`);
    const section = page.getByRole('region', { name: 'Tenggat' });
    await expect(section.getByText('Belum ada tenggat')).toBeVisible();

    // From the SPDP template (7 days), counted from a start 5 days ago: due in 2 days.
    await section.getByRole('button', { name: 'Tambah Tenggat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Tenggat' });
    await dialog
      .getByLabel('Templat', { exact: true })
      .selectOption({ label: 'Penyampaian SPDP (Pasal 60 ayat 1 UU 20/2025) — 7 hari' });
    await dialog.getByLabel('Tanggal mulai').fill(typed(-5));
    await expect(dialog.getByLabel(/Judul tenggat/)).toHaveValue('Penyampaian SPDP (Pasal 60 ayat 1 UU 20/2025)');
    await expect(dialog.getByLabel(/Tanggal jatuh tempo/)).toHaveValue(typed(2));
    await dialog.getByLabel('Catatan').fill('Tersangka ditahan di Rutan Salemba');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Tenggat berhasil ditambahkan')).toBeVisible();
    await expect(dialog).toBeHidden();
    const item = section.getByRole('listitem').filter({ hasText: 'Penyampaian SPDP' });
    await expect(item).toContainText('2 hari lagi');
    await expect(item).toContainText('Tersangka ditahan di Rutan Salemba');
    await expect(page.getByRole('region', { name: 'Riwayat' })).toContainText(
      'menambahkan tenggat "Penyampaian SPDP (Pasal 60 ayat 1 UU 20/2025)"',
    );

    // By hand, overdue: red with its days, and the board marks the hearing.
    await section.getByRole('button', { name: 'Tambah Tenggat' }).click();
    await dialog.getByLabel('Isi sendiri').check();
    await dialog.getByLabel(/Judul tenggat/).fill(`Pengembalian berkas ${word}`);
    await dialog.getByLabel(/Tanggal jatuh tempo/).fill(typed(-1));
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(section.getByRole('listitem').first()).toContainText('Terlambat 1 hari');

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Tenggat Mendekat' });
    const spdp = card.getByRole('listitem').filter({ hasText: 'Penyampaian SPDP' }).filter({ hasText: title });
    await expect(spdp).toContainText('2 hari lagi');
    await expect(card.getByRole('listitem').filter({ hasText: `Pengembalian berkas ${word}` })).toContainText(
      'Terlambat 1 hari',
    );

    await page.goto('/case-schedule');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('img', { name: 'Ada tenggat hari ini atau terlambat' })).toBeVisible();

    // Marked done from the dashboard's link to the case: struck through, and gone from the dashboard.
    await page.goto('/dashboard');
    await spdp.getByRole('link', { name: `Buka kasus ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/case/${created.id}$`));
    const open = page
      .getByRole('region', { name: 'Tenggat' })
      .getByRole('listitem')
      .filter({ hasText: 'Penyampaian SPDP' });
    await open.getByRole('button', { name: 'Tandai Selesai' }).click();
    await expect(page.getByText('Tenggat ditandai selesai')).toBeVisible();
    await expect(open).toContainText('Selesai oleh Budi Santoso');
    await expect(open.getByRole('button', { name: 'Buka Kembali' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(card.getByRole('listitem').filter({ hasText: `Pengembalian berkas ${word}` })).toBeVisible();
    await expect(
      card.getByRole('listitem').filter({ hasText: title }).filter({ hasText: 'Penyampaian SPDP' }),
    ).toHaveCount(0);
  });
});
