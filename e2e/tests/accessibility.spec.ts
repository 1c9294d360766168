import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { AccountName } from '../support/accounts';
import { createCaseViaApi, officeDate } from '../support/cases';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';

/** The document seeded into the `:case` case (an image: its preview draws in any browser). */
const SEED_DOCUMENT = 'foto-aksesibilitas.png';

/**
 * Every screen, as the role that uses it: one line each. `:case` in a path stands for a seeded case's id;
 * `heading` is what the screen shows once it is there, `shows` a text to wait for besides; with `chips`,
 * the scan waits for a status chip of each colour (requirements §4) from the seeded cases.
 */
const screens: Screen[] = [
  { path: '/login', as: null, heading: 'Jadwal Pidsus' },
  { path: '/dashboard', as: 'staff', heading: 'Dashboard Penjadwalan Tindak Pidana Khusus', shows: 'Terlambat 2 hari' },
  { path: '/category', as: 'staff', heading: 'Kategori Perkara' },
  { path: '/cases/penyelidikan', as: 'staff', heading: 'Daftar Kasus Penyelidikan', chips: true },
  { path: '/cases/penyidikan', as: 'staff', heading: 'Daftar Kasus Penyidikan', chips: true },
  { path: '/cases/penuntutan', as: 'staff', heading: 'Daftar Kasus Penuntutan', chips: true },
  { path: '/cases/eksekusi', as: 'staff', heading: 'Daftar Kasus Eksekusi', chips: true },
  { path: '/my-cases', as: 'staff', heading: 'Kasus Saya', chips: true },
  { path: '/case/:case', as: 'staff', heading: 'Aksesibilitas Menunggu', shows: 'Selesai oleh Budi Santoso' },
  { path: '/case-schedule', as: 'staff', heading: 'Jadwal Kegiatan Tindak Pidana Khusus', chips: true },
  { path: '/case-schedule?kiosk=1', as: 'staff', heading: 'Jadwal Kegiatan Tindak Pidana Khusus', chips: true },
  { path: '/search?q=Aksesibilitas', as: 'staff', heading: 'Cari Kasus', shows: 'Aksesibilitas Menunggu' },
  { path: '/files', as: 'staff', heading: 'My Files', shows: 'Arsip Aksesibilitas' },
  { path: '/profile', as: 'staff', heading: 'Profil Saya' },
  { path: '/admin', as: 'admin', heading: 'Dashboard Administrator' },
  { path: '/admin/users', as: 'admin', heading: 'Manajemen Pengguna' },
  { path: '/admin/profile', as: 'admin', heading: 'Profil Administrator' },
  // An administrator's case detail: the documents without their staff actions (decisions §7.2).
  { path: '/case/:case', as: 'admin', heading: 'Aksesibilitas Menunggu', shows: 'Berkas Perkara' },
  { path: '/trash', as: 'staff', heading: 'Sampah Kasus', shows: 'Aksesibilitas Sampah' },
  { path: '/trash', as: 'admin', heading: 'Sampah Kasus', shows: 'Aksesibilitas Sampah' },
  { path: '/files/trash', as: 'staff', heading: 'Sampah Berkas', shows: 'sampah-aksesibilitas.txt' },
  // The calendar's three views (decisions §7.4), with the seeded cases on them.
  { path: '/calendar?view=month', as: 'staff', heading: 'Kalender' },
  { path: '/calendar?view=week', as: 'staff', heading: 'Kalender' },
  { path: '/calendar?view=list', as: 'staff', heading: 'Kalender', shows: 'Aksesibilitas Menunggu' },
  // The admin settings (decisions §7.4): the form and the deadline templates.
  {
    path: '/admin/settings',
    as: 'admin',
    heading: 'Pengaturan Sistem',
    shows: 'Penyampaian SPDP (Pasal 60 ayat 1 UU 20/2025)',
  },
  // The statistics (decisions §7.4): its charts and tables once drawn.
  { path: '/admin/stats', as: 'admin', heading: 'Statistik Sistem', shows: 'Kasus Terbuka per Anggota Tim' },
  { path: '/registers?code=penyidikan', as: 'staff', heading: 'Register & Laporan', shows: 'Nomor Perkara' },
  { path: '/registers?code=rt', as: 'admin', heading: 'Register & Laporan' },
  // Moving in (decisions §8.7): the file chooser.
  { path: '/admin/import', as: 'admin', heading: 'Impor Perkara' },
];

/** Open parts of a screen (dialogs, menus, panels), opened by a button: one line each. */
const overlays: Overlay[] = [
  { path: '/dashboard', as: 'staff', welcome: true, opens: { role: 'dialog', name: 'Selamat Datang!' } },
  { path: '/dashboard', as: 'staff', click: 'Notifikasi', opens: { role: 'dialog', name: 'Notifikasi' } },
  { path: '/dashboard', as: 'staff', click: 'Menu akun', opens: { role: 'menu' } },
  {
    path: '/cases/penuntutan',
    as: 'staff',
    click: 'Tambah Kasus Baru',
    opens: { role: 'dialog', name: 'Tambah Kasus Baru' },
  },
  { path: '/case/:case', as: 'staff', click: /^Status: /, opens: { role: 'menu' } },
  { path: '/case/:case', as: 'staff', click: 'Edit', opens: { role: 'dialog', name: 'Edit Kasus' } },
  { path: '/case/:case', as: 'staff', click: 'Tambah Tenggat', opens: { role: 'dialog', name: 'Tambah Tenggat' } },
  {
    path: '/case/:case',
    as: 'staff',
    click: `Ubah Tenggat ${'Aksesibilitas'} hari ini`,
    opens: { role: 'dialog', name: 'Ubah Tenggat' },
  },
  // The case file's documents (decisions §7.2): the picker, the preview and the delete question.
  {
    path: '/case/:case',
    as: 'staff',
    click: 'Tambah dari Berkas Saya',
    opens: { role: 'dialog', name: 'Tambah dari Berkas Saya' },
  },
  { path: '/case/:case', as: 'staff', click: `Buka ${SEED_DOCUMENT}`, opens: { role: 'dialog', name: SEED_DOCUMENT } },
  {
    path: '/case/:case',
    as: 'staff',
    click: `Hapus ${SEED_DOCUMENT}`,
    opens: { role: 'dialog', name: 'Hapus Berkas Perkara' },
  },
  { path: '/admin/users', as: 'admin', click: 'Tambah Pengguna', opens: { role: 'dialog', name: 'Tambah Pengguna' } },
  { path: '/trash', as: 'admin', click: /^Hapus permanen /, opens: { role: 'dialog', name: 'Hapus Permanen' } },
  // The admin settings (decisions §7.4): a template's dialog and its delete question.
  {
    path: '/admin/settings',
    as: 'admin',
    click: 'Tambah Templat',
    opens: { role: 'dialog', name: 'Tambah Templat Tenggat' },
  },
  {
    path: '/admin/settings',
    as: 'admin',
    click: 'Hapus templat Penyampaian SPDP (Pasal 60 ayat 1 UU 20/2025)',
    opens: { role: 'dialog', name: 'Hapus Templat' },
  },
  { path: '/files/trash', as: 'staff', click: /^Hapus permanen /, opens: { role: 'dialog', name: 'Hapus Permanen' } },
];

/** WCAG 2.0 and 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Screen {
  path: string;
  /** Who opens it: an account of support/accounts.ts, or null for a visitor. */
  as: AccountName | null;
  heading: string | RegExp;
  shows?: string;
  chips?: true;
}

interface Overlay {
  path: string;
  as: AccountName;
  /** The button (by its accessible name) that opens it. */
  click?: string | RegExp;
  /** The welcome dialog a new staff session opens by itself. */
  welcome?: boolean;
  opens: { role: 'dialog' | 'menu'; name?: string };
}

const CATEGORIES = ['penyelidikan', 'penyidikan', 'penuntutan', 'eksekusi'] as const;

/**
 * A case's statuses and their chips: warning, info and success (requirements §4); MUI's Chip, or the badge drawn by
 * CSS alone on a list's and the board's cards (components/status-chip.tsx).
 */
const STATUS_CHIPS = {
  Menunggu: '.MuiChip-colorWarning, .status-badge-warning',
  'Sedang Proses': '.MuiChip-colorInfo, .status-badge-info',
  Selesai: '.MuiChip-colorSuccess, .status-badge-success',
} as const;

/** The seeded case a `:case` path opens. */
let caseId = 0;

async function api(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseURL()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** The word in every seeded case's title and folder's name. */
const SEED = 'Aksesibilitas';

/**
 * Cases of every status in every stage, today (the board) and early (first in the lists), with Budi on their
 * team (Kasus Saya); a colleague changes their status (his bell has notifications); a folder and a file in his
 * Berkas. Once per server: a worker restarted after a failure finds them, instead of crowding the board with
 * more of the same.
 */
async function seed(): Promise<void> {
  const colleague = await apiToken('staff2');
  const budi = await apiToken('staff');
  const title = (status: string) => `${SEED} ${status}`;
  const found = (await api(
    colleague,
    'GET',
    `/api/cases?type=penuntutan&q=${encodeURIComponent(title('Menunggu'))}`,
  )) as {
    id: number;
  }[];
  if (found[0]) {
    caseId = found[0].id;
    return;
  }
  const staff = (await api(colleague, 'GET', '/api/staff?q=Budi')) as { id: number; username: string }[];
  const budiId = staff.find((member) => member.username === 'Budi Santoso')?.id;
  for (const [index, type] of CATEGORIES.entries()) {
    for (const [order, status] of Object.keys(STATUS_CHIPS).entries()) {
      const created = await createCaseViaApi(colleague, {
        title: title(status),
        date: officeDate(0),
        // Each stage's three statuses one after the other: the TV's first page shows every colour.
        time: `07:${String(index * 3 + order).padStart(2, '0')}`,
        type,
        number: `PRINT-${index}${order}/M.1.10/Fd.1/03/2026`,
        witnesses: 'Andi Wijaya',
        prosecutor: 'Hendra Gunawan, S.H.',
        description: 'Laporan hasil audit BPKP.',
        parties: 'Tersangka: Ahmad Suryadi',
        team_ids: budiId ? [budiId] : [],
      });
      if (status !== 'Menunggu') {
        await api(colleague, 'PUT', `/api/cases/${created.id}/status`, { status });
      }
      if (status === 'Menunggu' && type === 'penuntutan') {
        caseId = created.id;
      }
    }
  }
  // Deadlines of every state on the opened case (decisions §7.2): the section's chips, the dashboard's "Tenggat
  // Mendekat" and the board's marker are scanned with them.
  for (const [days, name] of [
    [-2, 'terlambat'],
    [0, 'hari ini'],
    [5, 'mendatang'],
    [-1, 'selesai'],
  ] as const) {
    const added = (await api(budi, 'POST', `/api/cases/${caseId}/deadlines`, {
      title: `Tenggat ${SEED} ${name}`,
      due_date: officeDate(days),
      note: 'Catatan tenggat',
    })) as { id: number };
    if (name === 'selesai') {
      await api(budi, 'PUT', `/api/cases/${caseId}/deadlines/${added.id}`, { done: true });
    }
  }
  await api(budi, 'POST', '/api/files/folders', { name: `Arsip ${SEED}`, path: '/' });
  const form = new FormData();
  form.append('file', new Blob(['isi berkas']), `catatan-${SEED.toLowerCase()}.txt`);
  const uploaded = await fetch(`${baseURL()}/api/files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${budi}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const document = new FormData();
  document.append(
    'file',
    new Blob([
      Uint8Array.from(
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4pqEBRAwQCgAg7gRZa2nN9gAAAABJRU5ErkJggg==',
          'base64',
        ),
      ),
    ]),
    SEED_DOCUMENT,
  );
  const documentUpload = await fetch(`${baseURL()}/api/cases/${caseId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${budi}` },
    body: document,
  });
  expect(documentUpload.status).toBe(201);
  // The trashes (decisions §7.3): a case in the cases' Sampah, a file in Budi's.
  const trashed = await createCaseViaApi(colleague, { title: `${SEED} Sampah`, date: officeDate(2), type: 'eksekusi' });
  await api(colleague, 'DELETE', `/api/cases/${trashed.id}`);
  const trashForm = new FormData();
  trashForm.append('file', new Blob(['isi sampah']), `sampah-${SEED.toLowerCase()}.txt`);
  const trashFile = await fetch(`${baseURL()}/api/files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${budi}` },
    body: trashForm,
  });
  const { file } = (await trashFile.json()) as { file: { id: number } };
  await api(budi, 'DELETE', `/api/files/files/${file.id}`);
}

const pathOf = (path: string) => path.replace(':case', String(caseId));

/** Opens `path` as `as`: a visitor goes there directly, an account logs in through the form first. */
async function open(page: Page, as: AccountName | null, path: string, options: { keepWelcome?: boolean } = {}) {
  if (as) {
    await loginAs(page, as, options);
  }
  if (!page.url().endsWith(pathOf(path))) {
    await page.goto(pathOf(path));
  }
}

/** Waits until nothing loads or moves any more: axe reads colours, and a fading element has none of its own. */
async function settle(page: Page) {
  await expect(page.locator('[aria-busy="true"], .MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect === null),
  );
}

const lighthouseRules = ['aria-allowed-role'];

/** Runs axe and lists each violation with its elements, so that a failure names what to fix. */
async function expectNoViolations(page: Page, include?: Locator) {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (include) {
    await include.evaluate((element) => element.setAttribute('data-axe-scope', ''));
    builder.include('[data-axe-scope]');
  }
  // Beside WCAG's rules, the best-practice rules Lighthouse's accessibility score counts and that an earlier screen
  // broke (a <label> made a button: /admin/settings scored 99).
  const extra = new AxeBuilder({ page }).withRules(lighthouseRules);
  if (include) {
    extra.include('[data-axe-scope]');
  }
  const results = await builder.analyze();
  const violations = [...results.violations, ...(await extra.analyze()).violations];
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    elements: violation.nodes.length,
    examples: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  const count = found.reduce((sum, violation) => sum + violation.elements, 0);
  test.info().annotations.push({ type: 'axe violations', description: String(count) });
  expect(found, `${count} elements violate WCAG 2.1 AA on ${page.url()}`).toEqual([]);
}

test.describe('accessibility: axe finds no WCAG 2.1 A/AA violation (decisions §5)', () => {
  test.beforeAll(async () => {
    await seed();
  });

  for (const screen of screens) {
    test(`${screen.path}${screen.as ? ` (${screen.as})` : ''} passes`, async ({ page }) => {
      await open(page, screen.as, screen.path);
      await expect(page.getByRole('heading', { name: screen.heading }).first()).toBeVisible();
      if (screen.shows) {
        await expect(page.getByText(screen.shows).first()).toBeVisible();
      }
      for (const chip of screen.chips ? Object.values(STATUS_CHIPS) : []) {
        await expect(page.locator(chip).first()).toBeVisible();
      }
      await settle(page);
      await expectNoViolations(page);
    });
  }

  for (const overlay of overlays) {
    const label = overlay.opens.name ?? overlay.opens.role;
    test(`${overlay.path} with ${label} open (${overlay.as}) passes`, async ({ page }) => {
      await open(page, overlay.as, overlay.path, { keepWelcome: overlay.welcome });
      if (overlay.click) {
        await settle(page);
        await page.getByRole('button', { name: overlay.click }).first().click();
      }
      const opened = page.getByRole(overlay.opens.role, overlay.opens.name ? { name: overlay.opens.name } : {});
      await expect(opened).toBeVisible();
      await settle(page);
      // The page behind is dimmed or unchanged (its own test scans it): what is new is the open part.
      await expectNoViolations(page, opened);
    });
  }
});
