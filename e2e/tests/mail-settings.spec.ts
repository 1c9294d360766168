import AxeBuilder from '@axe-core/playwright';
import { apiToken, baseURL, expect, loginAs, test } from '../support/fixtures';
import { createAccountViaApi, deleteUserViaApi, loginAsAccount } from '../support/users';

const shots = process.env.SCREENSHOT_DIR;
// The same walk on a phone (390×844) when asked, for its screenshots.
if (process.env.PHONE_VIEWPORT) {
  test.use({ viewport: { width: 390, height: 844 } });
}

const OFFICE = { office_name: 'Bidang Tindak Pidana Khusus', reminder_hour: '07:00', trash_days: 30 };

async function adminSettings(): Promise<Record<string, unknown> & { body: string }> {
  const response = await fetch(`${baseURL()}/api/admin/settings`, {
    headers: { authorization: `Bearer ${await apiToken('admin')}` },
  });
  expect(response.status).toBe(200);
  const body = await response.text();
  return { ...(JSON.parse(body) as Record<string, unknown>), body };
}

/** No SMTP server again, as the other specs expect (nothing is queued without one). */
async function clearSmtp(): Promise<void> {
  const response = await fetch(`${baseURL()}/api/admin/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await apiToken('admin')}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...OFFICE,
      smtp_host: '',
      smtp_port: null,
      smtp_user: '',
      smtp_password: null,
      mail_from: '',
    }),
  });
  expect(response.status).toBe(200);
}

test.describe('e-mail (decisions §11)', () => {
  test('the admin saves the SMTP server: the password shows as stored and is never answered', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: 'Email (SMTP)' });
    await expect(section).toBeVisible();
    try {
      await section.getByLabel('Server SMTP').fill('127.0.0.1');
      await section.getByLabel('Port', { exact: true }).fill('1');
      await section.getByLabel('Pengguna SMTP').fill('pidsus');
      await section.getByLabel('Password SMTP').fill('rahasia-kantor-77');
      await section.getByLabel('Pengirim').fill('Jadwal Pidsus Kejari <no-reply@kejaksaan.go.id>');
      await section.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Pengaturan email berhasil disimpan')).toBeVisible();
      const password = section.getByLabel('Password SMTP');
      await expect(password).toHaveValue('');
      await expect(password).toHaveAttribute('placeholder', '•••••• (tersimpan)');
      await expect(password).toHaveAttribute('type', 'password');

      const stored = await adminSettings();
      expect(stored).toMatchObject({
        smtp_host: '127.0.0.1',
        smtp_port: 1,
        smtp_user: 'pidsus',
        smtp_password_set: true,
      });
      expect(stored.body).not.toContain('rahasia-kantor-77');

      // Nothing listens on port 1: the test mail fails with the reason, in Indonesian.
      await section.getByRole('button', { name: 'Kirim email uji' }).click();
      await expect(section.getByRole('alert')).toContainText('Email uji gagal dikirim');

      await page.reload();
      await expect(section.getByLabel('Server SMTP')).toHaveValue('127.0.0.1');
      await expect(section.getByLabel('Password SMTP')).toHaveAttribute('placeholder', '•••••• (tersimpan)');
      const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="mail-heading"]').analyze();
      expect(axe.violations).toEqual([]);
      if (shots) {
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/mail-settings-${page.viewportSize()?.width}.png`, fullPage: false });
      }
    } finally {
      await clearSmtp();
    }
  });

  test('staff choose what they also receive by e-mail in /profile, kept after a reload', async ({ page }) => {
    const account = await createAccountViaApi();
    try {
      await loginAsAccount(page, account);
      await page.goto('/profile');
      const group = page.getByRole('group', { name: 'Kirim juga ke email' });
      const reminders = group.getByRole('switch', { name: 'Pengingat tenggat & penahanan' });
      await expect(reminders).not.toBeChecked();
      await expect(group.getByRole('switch', { name: 'Jadwal sidang harian' })).not.toBeChecked();
      await reminders.click();
      await expect(page.getByText('Email akan dikirim')).toBeVisible();
      await page.reload();
      await expect(group.getByRole('switch', { name: 'Pengingat tenggat & penahanan' })).toBeChecked();
      await expect(group.getByRole('switch', { name: 'Notifikasi perkara saya' })).not.toBeChecked();
      if (shots) {
        await group.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/mail-profile-${page.viewportSize()?.width}.png`, fullPage: false });
      }
    } finally {
      await deleteUserViaApi(account.id);
    }
  });
});
