import { test as base, expect, type Page } from '@playwright/test';
import { accounts, type AccountName } from './accounts';
import { chromiumArgs, resolveChromium } from './browser';
import { takeQuietTurn, takeSharedTurn } from './quiet';

export const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) {
    throw new Error('E2E_BASE_URL is not set: global setup did not run');
  }
  return url;
};

/**
 * Logs in through the login form and waits for the role's home. Staff are greeted by the welcome
 * dialog on every new session; it is closed with 'Mulai' as a user would, unless `keepWelcome`.
 */
export async function loginAs(page: Page, name: AccountName, options: { keepWelcome?: boolean } = {}): Promise<void> {
  const account = accounts[name];
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  if (account.role === 'admin') {
    await expect(page).toHaveURL(/\/admin$/);
    return;
  }
  await expect(page).toHaveURL(/\/dashboard$/);
  if (!options.keepWelcome) {
    await page.getByRole('dialog', { name: 'Selamat Datang!' }).getByRole('button', { name: 'Mulai' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

/** The server's login call, for tests that need a token without the browser. */
export async function apiToken(name: AccountName): Promise<string> {
  const account = accounts[name];
  const response = await fetch(`${baseURL()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const body = (await response.json()) as { token: string };
  return body.token;
}

export const test = base.extend<{ quiet: boolean; turn: void }>({
  /**
   * With `test.use({ quiet: true })`, no test of another worker runs at the same time (support/quiet.ts):
   * for exact notification counts, as every case change notifies every staff account.
   */
  quiet: [false, { option: true }],
  turn: [
    async ({ quiet }, use) => {
      const release = quiet ? await takeQuietTurn() : await takeSharedTurn();
      try {
        await use();
      } finally {
        release();
      }
    },
    // Waiting for the other worker's test does not count against this test's own budget.
    { auto: true, timeout: 180_000 },
  ],
  baseURL: async ({}, use) => use(baseURL()),
  launchOptions: [
    async ({}, use) => use({ executablePath: await resolveChromium(), args: chromiumArgs }),
    { scope: 'worker' },
  ],
});

export { expect };
