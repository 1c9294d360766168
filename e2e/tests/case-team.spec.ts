import type { Page } from '@playwright/test';
import { createCaseViaApi, officeDate, updateCaseViaApi, uniqueWord } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';
import { createAccountViaApi, deleteUserViaApi, loginAsAccount } from '../support/users';

const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token') ?? '');

async function unreadOf(token: string): Promise<number> {
  const response = await fetch(`${baseURL()}/api/notifications?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return Number(response.headers.get('x-unread-count'));
}

/** The messages of one's newest notifications, read through the API. */
async function messagesOf(token: string): Promise<string[]> {
  const response = await fetch(`${baseURL()}/api/notifications?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { message: string }[]).map((item) => item.message);
}

/** The bell's count as the page shows it. */
const expectUnread = (page: Page, count: number) =>
  expect(page.locator('button[aria-label^="Notifikasi"]')).toHaveAttribute('data-unread', String(count));

test.describe('the case team (decisions §7.1)', () => {
  test('a colleague put on the team sees the case in Kasus Saya and hears of its changes; a bystander does not until they follow it', async ({
    page,
    browser,
  }) => {
    // Three browsers, each logging in: more than the default budget on a busy machine.
    test.slow();
    const word = uniqueWord();
    const title = `Suap perizinan tambang ${word}`;
    const number = `PRINT-31/M.1.10/Fd.1/11/2026-${word}`;
    const colleague = await createAccountViaApi();
    const bystander = await createAccountViaApi();

    // Budi adds the case with its number and the colleague in "Tim Jaksa", picked by name.
    await loginAs(page, 'staff');
    await page.goto('/cases/penyidikan');
    await page.getByRole('button', { name: 'Tambah Kasus Baru' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Kasus Baru' });
    await dialog.getByLabel('Judul').fill(title);
    await dialog.getByLabel('Nomor Perkara').fill(number);
    await dialog.getByLabel('Tanggal').fill(officeDate(2).split('-').reverse().join('/'));
    await dialog.getByLabel('Jaksa', { exact: true }).fill('Rina Kusumawardani, S.H.');
    await dialog.getByLabel('Tim Jaksa').fill(colleague.username.slice(0, 8));
    await page.getByRole('option', { name: colleague.username }).click();
    await expect(dialog.getByRole('button', { name: colleague.username })).toBeVisible();
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Kasus baru berhasil ditambahkan')).toBeVisible();

    await page.getByRole('main').getByLabel('Cari kasus').fill(word);
    // The search reaches the address after a pause: a click before it would be overtaken by it.
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText(number);
    await expect(card).toContainText(`Tim: ${colleague.username}`);
    await card.getByRole('link', { name: 'Lihat Detail' }).click();
    // The card's own heading has the title too: wait for the detail's address before taking it.
    await expect(page).toHaveURL(/\/case\/\d+$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const caseUrl = page.url();
    const teamCard = page.getByRole('region', { name: 'Tim Jaksa' });
    await expect(teamCard.getByText(colleague.username)).toBeVisible();
    await expect(page.getByText(number)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Riwayat' })).toContainText(
      `menambahkan ${colleague.username} ke tim`,
    );

    // The colleague finds it under Kasus Saya (avatar menu), and on the detail is told they always follow it.
    const colleagueContext = await browser.newContext({ baseURL: baseURL() });
    const colleaguePage = await colleagueContext.newPage();
    await loginAsAccount(colleaguePage, colleague);
    await colleaguePage.getByRole('button', { name: 'Menu akun' }).click();
    await colleaguePage.getByRole('menuitem', { name: 'Kasus Saya' }).click();
    await expect(colleaguePage).toHaveURL(/\/my-cases$/);
    await expect(colleaguePage.getByRole('heading', { name: 'Kasus Saya' })).toBeVisible();
    const mine = colleaguePage.getByRole('article', { name: title });
    await expect(mine).toBeVisible();
    await expect(mine).toContainText('Penyidikan');
    await expect(colleaguePage.getByRole('article')).toHaveCount(1);
    await expectUnread(colleaguePage, 1);
    await mine.getByRole('link', { name: 'Lihat Detail' }).click();
    await expect(colleaguePage.getByText('Anda anggota tim: notifikasi kasus ini selalu Anda terima.')).toBeVisible();
    await expect(colleaguePage.getByRole('button', { name: 'Ikuti' })).toHaveCount(0);

    // The bystander: not on the team, following nothing.
    const bystanderContext = await browser.newContext({ baseURL: baseURL() });
    const bystanderPage = await bystanderContext.newPage();
    await loginAsAccount(bystanderPage, bystander);
    const bystanderToken = await tokenOf(bystanderPage);
    await bystanderPage.goto(new URL(caseUrl).pathname);
    const follow = bystanderPage.getByRole('button', { name: 'Ikuti' });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');

    // Budi changes the status: the colleague's bell goes up live, the bystander's does not.
    await page.getByRole('button', { name: /Status: Menunggu/ }).click();
    await page.getByRole('menuitem', { name: 'Sedang Proses' }).click();
    await expect(page.getByText('Status berhasil diubah menjadi Sedang Proses')).toBeVisible();
    await expectUnread(colleaguePage, 2);
    await expectUnread(bystanderPage, 0);
    expect(await unreadOf(bystanderToken)).toBe(0);

    // The bystander follows: the next change reaches them; after unfollowing, the one after does not.
    await follow.click();
    await expect(bystanderPage.getByText('Anda kini mengikuti kasus ini')).toBeVisible();
    const unfollow = bystanderPage.getByRole('button', { name: 'Berhenti Mengikuti' });
    await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /Status: Sedang Proses/ }).click();
    await page.getByRole('menuitem', { name: 'Selesai' }).click();
    await expectUnread(bystanderPage, 1);
    // Budi's second change within 10 minutes joins his first in one notification (decisions §10).
    await expectUnread(colleaguePage, 2);
    const colleagueToken = await tokenOf(colleaguePage);
    await expect.poll(async () => (await messagesOf(colleagueToken))[0]).toContain('(2 perubahan)');
    await bystanderPage.reload();
    await unfollow.click();
    await expect(bystanderPage.getByRole('button', { name: 'Ikuti' })).toBeVisible();
    await page.getByRole('button', { name: /Status: Selesai/ }).click();
    await page.getByRole('menuitem', { name: 'Menunggu' }).click();
    await expect.poll(async () => (await messagesOf(colleagueToken))[0]).toContain('(3 perubahan)');
    await expectUnread(colleaguePage, 2);
    expect(await unreadOf(bystanderToken)).toBe(1);

    // Kasus Saya filters by status, kept in the URL.
    await colleaguePage.goto('/my-cases');
    await colleaguePage.getByRole('button', { name: 'Selesai', exact: true }).click();
    await expect(colleaguePage).toHaveURL(/status=Selesai/);
    await expect(colleaguePage.getByText('Tidak ada kasus berstatus Selesai')).toBeVisible();
    await colleaguePage.getByRole('button', { name: 'Menunggu' }).click();
    await expect(colleaguePage.getByRole('article', { name: title })).toBeVisible();
    await colleaguePage.reload();
    await expect(colleaguePage.getByRole('button', { name: 'Menunggu' })).toHaveAttribute('aria-pressed', 'true');

    await colleagueContext.close();
    await bystanderContext.close();
    await deleteUserViaApi(colleague.id);
    await deleteUserViaApi(bystander.id);
  });

  test('a list opens on the coming hearings, nearest first, and the order is a choice kept in the URL', async ({
    page,
  }) => {
    // Three cases, a login and three orders, each waiting for the list: more than the default budget on a busy machine.
    test.slow();
    const word = uniqueWord();
    const token = await (async () => {
      await loginAs(page, 'staff');
      return tokenOf(page);
    })();
    for (const [days, label] of [
      [-3, 'lalu'],
      [9, 'jauh'],
      [1, 'dekat'],
    ] as const) {
      const response = await fetch(`${baseURL()}/api/cases`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: `Urutan ${label} ${word}`, date: officeDate(days), type: 'eksekusi' }),
      });
      expect(response.status).toBe(201);
    }
    await page.goto(`/cases/eksekusi?q=${word}`);
    const titles = page.getByRole('article').locator('h2');
    await expect(titles).toHaveText([`Urutan dekat ${word}`, `Urutan jauh ${word}`, `Urutan lalu ${word}`]);
    await page.getByLabel('Urutkan').click();
    await page.getByRole('option', { name: 'Terbaru' }).click();
    await expect(page).toHaveURL(/sort=newest/);
    await expect(titles).toHaveText([`Urutan jauh ${word}`, `Urutan dekat ${word}`, `Urutan lalu ${word}`]);
    await page.reload();
    await expect(titles).toHaveText([`Urutan jauh ${word}`, `Urutan dekat ${word}`, `Urutan lalu ${word}`]);
    await page.getByLabel('Urutkan').click();
    await page.getByRole('option', { name: 'Terlama' }).click();
    await expect(titles).toHaveText([`Urutan lalu ${word}`, `Urutan dekat ${word}`, `Urutan jauh ${word}`]);
  });

  test("a prosecutor sees their week's hearings on the dashboard, live, narrows the board to their own, and chooses to hear of every case", async ({
    page,
  }) => {
    // A login, a live update, the board twice and the profile: more than the default budget on a busy machine.
    test.slow();
    const word = uniqueWord();
    const colleague = await createAccountViaApi();
    const staffToken = await apiToken('staff');
    await loginAsAccount(page, colleague);

    // A new account has no hearings of its own yet: the card says so.
    const card = page.getByRole('region', { name: 'Sidang Saya' });
    await expect(card.getByText('Tidak ada sidang Anda hari ini dan 7 hari ke depan.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lihat Kasus Saya' })).toBeVisible();

    // Budi puts the colleague on two cases (today, in three days) and leaves them off a third, today too.
    const mine = `Sidang tim ${word}`;
    const later = `Sidang nanti ${word}`;
    const other = `Sidang lain ${word}`;
    const number = `PDS-07/M.1.10/Ft.1/11/2026-${word}`;
    // The card's answer holds its week only: a hearing of theirs a month on (made first, so that every answer that
    // holds the cases below was read after it) is not sent.
    const far = `Sidang bulan depan ${word}`;
    const weekAnswer = page.waitForResponse(
      async (response) =>
        response.url().includes('/api/cases?') &&
        response.url().includes('mine=1') &&
        (await response.text()).includes(later),
    );
    await createCaseViaApi(staffToken, { title: far, date: officeDate(30), time: '09:00', team_ids: [colleague.id] });
    const created = await createCaseViaApi(staffToken, {
      title: mine,
      number,
      date: officeDate(0),
      time: '09:30',
      team_ids: [colleague.id],
    });
    await createCaseViaApi(staffToken, { title: later, date: officeDate(3), time: '13:00', team_ids: [colleague.id] });
    const otherCase = await createCaseViaApi(staffToken, { title: other, date: officeDate(0), time: '10:00' });

    // Live: the dashboard shows both, today's under "Hari ini", without a reload; the other case is not there.
    const today = card.getByRole('link', { name: `Buka kasus ${mine}` });
    await expect(today).toBeVisible();
    await expect(card.getByRole('link', { name: `Buka kasus ${later}` })).toBeVisible();
    await expect(card.getByText(other)).toHaveCount(0);
    const sent = (await (await weekAnswer).json()) as { title: string }[];
    expect(sent.map((item) => item.title)).toEqual(expect.arrayContaining([mine, later]));
    expect(sent.map((item) => item.title)).not.toContain(far);
    const row = card.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Buka kasus ${mine}` }) });
    await expect(row).toContainText('09.30');
    await expect(row).toContainText(number);
    await today.click();
    await expect(page).toHaveURL(new RegExp(`/case/${created.id}$`));
    await expect(page.getByRole('heading', { name: mine })).toBeVisible();

    // The board: the whole office's day, then only theirs with "Hanya kasus saya", kept in the address.
    await page.goto('/case-schedule');
    const board = page.getByRole('table', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' });
    await expect(board.getByText(mine)).toBeVisible();
    await expect(board.getByText(other)).toBeVisible();
    await expect(board.getByText(number)).toBeVisible();
    // A click, not check(): the switch follows the address, which changes once the router has navigated.
    await page.getByLabel('Hanya kasus saya').click();
    await expect(page).toHaveURL(/mine=1/);
    await expect(page.getByLabel('Hanya kasus saya')).toBeChecked();
    await expect(board.getByText(other)).toHaveCount(0);
    await expect(board.getByText(mine)).toBeVisible();
    await expect(board.getByRole('row')).toHaveCount(2);
    await page.reload();
    await expect(page.getByLabel('Hanya kasus saya')).toBeChecked();
    await expect(board.getByText(other)).toHaveCount(0);

    // A change to a case they are not on reaches them only once they choose to hear of every case.
    const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
    await updateCaseViaApi(staffToken, otherCase.id, {
      title: other,
      date: officeDate(0),
      type: 'penuntutan',
      witnesses: 'Saksi Ahmad',
    });
    await page.goto('/profile');
    const everything = page.getByRole('switch', { name: 'Terima notifikasi semua kasus' });
    await expect(everything).not.toBeChecked();
    await everything.check();
    await expect(page.getByText('Anda akan menerima notifikasi semua kasus')).toBeVisible();
    await page.reload();
    await expect(everything).toBeChecked();
    expect((await messagesOf(token)).some((message) => message.includes(other))).toBe(false);
    await updateCaseViaApi(staffToken, otherCase.id, {
      title: other,
      date: officeDate(0),
      type: 'penuntutan',
      witnesses: 'Saksi Bambang',
    });
    await expect.poll(async () => (await messagesOf(token)).some((message) => message.includes(other))).toBe(true);

    await deleteUserViaApi(colleague.id);
  });
});
