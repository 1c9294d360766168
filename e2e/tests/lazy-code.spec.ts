import type { Page } from '@playwright/test';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, expect, loginAs, test } from '../support/fixtures';

/** True once a script holding zod (its `$ZodError` class) has been downloaded by the page since `watch`. */
function watchForZod(page: Page): () => boolean {
  let seen = false;
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      void response.text().then(
        (body) => (seen ||= body.includes('$ZodError')),
        () => undefined,
      );
    }
  });
  return () => seen;
}

test.describe('code loaded when it is needed (Performance)', () => {
  test('the dashboard, a case and the board run without the forms’ code (zod), which comes with the first dialog', async ({
    page,
  }) => {
    const title = `Perkara tanpa formulir ${uniqueWord()}`;
    const created = await createCaseViaApi(await apiToken('staff'), { title, date: officeDate(3) });
    await loginAs(page, 'staff');
    const zodLoaded = watchForZod(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Tenggat Mendekat' })).toBeVisible();
    await page.goto(`/case/${created.id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tenggat' })).toBeVisible();
    await page.goto('/case-schedule');
    await expect(page.getByRole('heading', { name: 'Jadwal Kegiatan Tindak Pidana Khusus' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(zodLoaded()).toBe(false);

    // The form arrives with its dialog.
    await page.goto(`/case/${created.id}`);
    await page.waitForLoadState('networkidle');
    expect(zodLoaded()).toBe(false);
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Kasus' })).toBeVisible();
    await expect.poll(zodLoaded).toBe(true);
  });

  test('the calendar on a phone opens on its list without FullCalendar, which comes with the month view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'staff');
    // FullCalendar's own code (its grid's class names) in any script the page downloads.
    let fullCalendar = false;
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        void response.text().then(
          (body) => (fullCalendar ||= body.includes('fc-daygrid')),
          () => undefined,
        );
      }
    });
    await page.goto('/calendar');
    await expect(page.getByRole('button', { name: 'Daftar', pressed: true })).toBeVisible();
    await expect(page.getByText(/^Hari ini/).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fullCalendar).toBe(false);

    await page.getByRole('button', { name: 'Bulan' }).click();
    await expect(page.locator('.fc-daygrid')).toBeVisible();
    // The script's body is read after its response arrived, which can be after the grid is drawn.
    await expect.poll(() => fullCalendar).toBe(true);
  });

  test('the profile is drawn before the forms’ code has come, which then brings its password form and two-step sign-in', async ({
    page,
  }) => {
    await loginAs(page, 'staff');
    // The forms' kit (zod, react-hook-form: the build's `forms` file, apps/web/chunks.ts) held until the test lets it go.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route('**/assets/forms-*.js', async (route) => {
      held += 1;
      await gate;
      await route.continue();
    });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Data Diri' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profil' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Ganti Password' })).toBeVisible();
    // Asked for once the page was drawn and idle, and not there yet: the password's fields wait for it.
    await expect.poll(() => held).toBeGreaterThan(0);
    await expect(page.getByLabel('Password Saat Ini')).toHaveCount(0);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(new URL(request.url()).pathname);
      }
    });
    release();
    await expect(page.getByLabel('Password Saat Ini')).toBeVisible();
    // An account's schemas only, not those of a case, its record or the settings (all of them took ~0.6 s of a phone's
    // CPU, an account's ~0.4 s: docs/performance.md, "The record's schemas without an account's").
    expect(scripts.filter((path) => /\/assets\/shared-record-/.test(path))).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profil' }).click();
    await expect(page.getByRole('textbox', { name: /Username/ })).toBeVisible();
  });

  test('the settings are drawn before their forms’ code has come, which then brings the office’s form with a case’s schemas only', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route('**/assets/forms-*.js', async (route) => {
      held += 1;
      await gate;
      await route.continue();
    });
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Pengaturan Kantor' })).toBeVisible();
    // The lists under the forms need no form's code.
    await expect(page.getByRole('heading', { name: 'Templat Tenggat', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tambah Templat' })).toBeVisible();
    await expect.poll(() => held).toBeGreaterThan(0);
    await expect(page.getByRole('textbox', { name: /Nama kantor/ })).toHaveCount(0);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(new URL(request.url()).pathname);
      }
    });
    release();
    await expect(page.getByRole('textbox', { name: /Nama kantor/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kirim email uji' })).toBeVisible();
    // The settings' schemas build on the kit's common parts, not on an account's.
    expect(scripts.filter((path) => /\/assets\/shared-account-/.test(path))).toEqual([]);
    // A dialog's form comes when it opens, or once the page is idle.
    await page.getByRole('button', { name: 'Tambah Templat' }).click();
    await expect(page.getByRole('dialog', { name: 'Tambah Templat Tenggat' })).toBeVisible();
  });

  test('a case list loads the form of "Tambah Kasus Baru" once it is shown and idle, so that the dialog opens without a download', async ({
    page,
  }) => {
    await loginAs(page, 'staff');
    const zodLoaded = watchForZod(page);
    const order: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path === '/api/cases') {
        order.push('list');
      } else if (response.request().resourceType() === 'script' && path.includes('case-form-dialog')) {
        order.push('form');
      } else if (response.request().resourceType() === 'script' && path.includes('/shared-record-')) {
        order.push('record schemas');
      }
    });
    await page.goto('/cases/penuntutan');
    await expect(page.getByRole('heading', { name: 'Daftar Kasus Penuntutan' })).toBeVisible();
    // Without a click: the list first, then the form's code (the list may be fetched again meanwhile, when a
    // colleague changes a case).
    await expect.poll(zodLoaded).toBe(true);
    // The forms' kit, the record's schemas, then the form: each in an idle period of its own.
    await expect.poll(() => order.includes('form')).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(order[0]).toBe('list');
    expect(order.filter((what) => what === 'form')).toHaveLength(1);
    // A case's schemas only: the record's and the settings' (~1,000, one long task on a phone) are not built.
    expect(order).not.toContain('record schemas');

    const scriptsOnOpening: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scriptsOnOpening.push(request.url());
      }
    });
    await page.getByRole('button', { name: 'Tambah Kasus Baru' }).click();
    await expect(page.getByRole('dialog', { name: 'Tambah Kasus Baru' })).toBeVisible();
    expect(scriptsOnOpening).toEqual([]);
  });

  test('a case page asks the server once for the case and once for the config', async ({ page }) => {
    const title = `Perkara sekali minta ${uniqueWord()}`;
    const created = await createCaseViaApi(await apiToken('staff'), { title, date: officeDate(3) });
    await loginAs(page, 'staff');
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === `/api/cases/${created.id}` || path === '/api/config') {
        asked.push(path);
      }
    });
    await page.goto(`/case/${created.id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // The state money shows from the case itself.
    await expect(page.getByRole('region', { name: 'Keuangan Negara' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked.sort()).toEqual(['/api/cases/' + created.id, '/api/config'].sort());
  });

  test('a search’s answer arrives compressed over the line, and the screen shows it (plugins/compression.ts)', async ({
    page,
  }) => {
    const word = uniqueWord();
    const token = await apiToken('staff');
    // Four cases only this test's word finds: over 1 KB of JSON together, whatever other tests add to the stages.
    for (let n = 1; n <= 4; n += 1) {
      await createCaseViaApi(token, {
        title: `Perkara terkompresi ${word} ${n}`,
        date: officeDate(4),
        description: 'Pemeriksaan saksi atas pengadaan alat kesehatan pada dinas kesehatan kabupaten.',
      });
    }
    await loginAs(page, 'staff');
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/cases' && response.url().includes(`q=${word}`),
    );
    await page.goto(`/search?q=${word}`);
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    // What the page read is the JSON itself, and it draws the four cases.
    const titles = ((await response.json()) as { title: string }[]).map((found) => found.title).sort();
    expect(titles).toEqual([1, 2, 3, 4].map((n) => `Perkara terkompresi ${word} ${n}`));
    await expect(page.getByRole('list', { name: 'Hasil pencarian' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('status')).toHaveText('Menampilkan 4 dari 4 kasus');
  });

  test('a case page asks for its record with the case, not once the case has arrived', async ({ page }) => {
    const title = `Perkara satu putaran ${uniqueWord()}`;
    const created = await createCaseViaApi(await apiToken('staff'), { title, date: officeDate(3) });
    await loginAs(page, 'staff');
    // The case's own answer is held back: what the page asks for meanwhile, it asks for without waiting on the case.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/cases/${created.id}`, async (route) => {
      await held;
      await route.continue();
    });
    const asked = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith(`/api/cases/${created.id}/`)) {
        asked.add(path.slice(`/api/cases/${created.id}/`.length));
      }
    });
    await page.goto(`/case/${created.id}`);
    await expect
      .poll(() => [...asked].sort())
      .toEqual([
        'deadlines',
        'defendants',
        'detentions',
        'documents',
        'evidence',
        'history',
        'milestones',
        'recoveries',
      ]);
    release();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tenggat' })).toBeVisible();
  });

  test('a case page draws its title with the case’s answer, and its team, record and history in a later render', async ({
    page,
  }) => {
    const title = `Perkara judul dahulu ${uniqueWord()}`;
    const created = await createCaseViaApi(await apiToken('staff'), { title, date: officeDate(3) });
    await loginAs(page, 'staff');
    // Every change to the page is looked at as it is made (a mutation observer's callback runs after each of React's
    // commits, before the next task): was the team's card there when the title first was?
    await page.addInitScript(() => {
      const seen = { titleAlone: false, together: false };
      Object.assign(window, { seen });
      new MutationObserver(() => {
        if (seen.titleAlone || seen.together || !document.getElementById('case-title')) {
          return;
        }
        const team = document.getElementById('case-team-title') !== null;
        seen.titleAlone = !team;
        seen.together = team;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/case/${created.id}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tim Jaksa' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Riwayat' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({
      titleAlone: true,
      together: false,
    });
  });

  test('a first load draws the frame (top bar and footer) in a commit of its own, and the screen in the next', async ({
    page,
  }) => {
    await loginAs(page, 'staff');
    // When the top bar first is in the page (looked at after each of React's commits), is the screen in it as well?
    await page.addInitScript(() => {
      const seen = { frameAlone: false, together: false };
      Object.assign(window, { seen });
      new MutationObserver(() => {
        const main = document.querySelector('main');
        if (seen.frameAlone || seen.together || !document.querySelector('header') || !main) {
          return;
        }
        const screen = main.childElementCount > 0;
        seen.frameAlone = !screen;
        seen.together = screen;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/my-cases');
    await expect(page.getByRole('heading', { name: 'Kasus Saya', level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({
      frameAlone: true,
      together: false,
    });
  });
});
