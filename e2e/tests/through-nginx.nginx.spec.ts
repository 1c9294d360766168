import { startNginx } from '../../scripts/lib/nginx.mjs';
import { createCaseViaApi, officeDate, uniqueWord, updateCaseViaApi } from '../support/cases';
import { accounts } from '../support/accounts';
import { apiToken, baseURL, expect, test } from '../support/fixtures';

/**
 * The app as an office runs it: behind deploy/nginx.conf over TLS, which a browser reaches over HTTP/2
 * (docs/performance.md, HTTP/2 behind nginx). Runs only where nginx is installed (playwright.config.ts), as the
 * server's *.nginx.test.ts suites do.
 */
test.describe('behind the documented nginx, in a browser', () => {
  let nginx: Awaited<ReturnType<typeof startNginx>>;

  test.beforeAll(async () => {
    nginx = await startNginx([new URL(baseURL()).host]);
  });

  test.afterAll(async () => {
    await nginx?.close();
  });

  test('a case page loads over HTTP/2, and a colleague’s change to the case shows live', async ({ browser }) => {
    // nginx's certificate is made for the run.
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const origin = `https://127.0.0.1:${nginx.httpsPort}`;
    const word = uniqueWord();
    const token = await apiToken('staff2');
    const created = await createCaseViaApi(token, {
      title: `Penyidikan dana BOS ${word}`,
      type: 'penyidikan',
      date: officeDate(3),
    });

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const protocols = new Map<string, string>();
    cdp.on('Network.responseReceived', ({ response }) => {
      const { pathname } = new URL(response.url);
      if (pathname !== '/socket.io/') {
        protocols.set(pathname, response.protocol ?? '');
      }
    });

    const sockets: string[] = [];
    // Live connections the server has accepted (socket.io's CONNECT answer, `40`): a change made before the case page's
    // own connection is up is not sent to it, and that page's load is not what this test is about.
    let accepted = 0;
    page.on('websocket', (socket) => {
      sockets.push(socket.url());
      socket.on('framereceived', ({ payload }) => {
        accepted += String(payload).startsWith('40') ? 1 : 0;
      });
    });

    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(accounts.staff.email);
    await page.getByLabel('Password', { exact: true }).fill(accounts.staff.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(`${origin}/dashboard`);
    await page.getByRole('dialog', { name: 'Selamat Datang!' }).getByRole('button', { name: 'Mulai' }).click();

    const acceptedBefore = accepted;
    await page.goto(`${origin}/case/${created.id}`);
    await expect(page.getByRole('heading', { name: `Penyidikan dana BOS ${word}`, level: 1 })).toBeVisible();
    // The page, its code and its reads, all over HTTP/2.
    expect(protocols.get(`/case/${created.id}`)).toBe('h2');
    expect(protocols.get(`/api/cases/${created.id}`)).toBe('h2');
    expect([...protocols.keys()].filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(3);
    expect([...new Set(protocols.values())]).toEqual(['h2']);

    // The live connection (its WebSocket over HTTP/1.1 beside the HTTP/2 one) brings a colleague's change.
    const renamed = `Penyidikan dana BOS ${word} tahap II`;
    await expect.poll(() => accepted).toBeGreaterThan(acceptedBefore);
    await updateCaseViaApi(token, created.id, { title: renamed, date: officeDate(3), type: 'penyidikan' });
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    expect(sockets.some((url) => url.startsWith(`wss://127.0.0.1:${nginx.httpsPort}/socket.io/`))).toBe(true);
    await context.close();
  });
});
