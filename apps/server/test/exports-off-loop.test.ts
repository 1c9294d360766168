import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewCaseRow } from '../src/db/tables';
import { runHeavyJob, type HeavyJobKind, type HeavyJobs, type HeavyWork } from '../src/workers/jobs';
import { createTestApp, createUser, type TestApp } from './helpers';

const CASES = 2_000;

const row = (index: number): NewCaseRow => ({
  number: `PDS-${index}/Fd.1/2026`,
  title: `Perkara dugaan korupsi pengadaan barang nomor ${index} pada dinas kesehatan kabupaten`,
  date: `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
  time: `${String(8 + (index % 9)).padStart(2, '0')}:00`,
  description: 'Uraian singkat perkara',
  parties: '',
  witnesses: '',
  prosecutor: 'Jaksa Penuntut Umum',
  location: 'Ruang Sidang Tipikor 1',
  type: 'penuntutan',
  status: 'Sedang Proses',
  created_by: null,
  created_at: '2026-05-01T00:00:00.000Z',
  updated_at: '2026-05-01T00:00:00.000Z',
});

/**
 * Heavy work never stalls the server (decisions §9, decisions §9): at most 2 running exports per user, and the PDF
 * layout in a worker thread. A gate holds the layouts here, so that "running" is certain, not a race.
 */
describe('exports: at most 2 running per user (429 "Tunggu ekspor sebelumnya selesai")', () => {
  let t: TestApp;
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (open = resolve));
  const waiting: HeavyJobKind[] = [];
  const gated: HeavyWork = {
    run: async <K extends HeavyJobKind>(kind: K, input: HeavyJobs[K]['input']) => {
      waiting.push(kind);
      await gate;
      return runHeavyJob(kind, input);
    },
    close: async () => undefined,
  };
  beforeAll(async () => {
    t = await createTestApp({}, { heavyWork: gated });
  });
  afterAll(() => t?.close());

  const until = async (check: () => boolean) => {
    for (let tries = 0; !check(); tries += 1) {
      expect(tries).toBeLessThan(500);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('answers a user\u2019s third export while two run with 429; another user is not affected', async () => {
    const ani = await createUser(t.app, { username: 'Ani' });
    const budi = await createUser(t.app, { username: 'Budi' });
    const exportAs = (user: { auth: Record<string, string> }, url = '/api/cases/export?format=pdf') =>
      t.app.inject({ method: 'GET', url, headers: user.auth });

    const first = exportAs(ani);
    const second = exportAs(ani, '/api/schedule/export?format=pdf');
    await until(() => waiting.length === 2);
    const third = await exportAs(ani, '/api/cases/export?format=xlsx');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: 'Tunggu ekspor sebelumnya selesai' });
    const others = exportAs(budi);
    await until(() => waiting.length === 3);
    open();
    for (const response of await Promise.all([first, second, others])) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Ani's slots are free again once their files have left (the stream's end is seen a tick after the answer).
    let again = await exportAs(ani, '/api/cases/export?format=xlsx');
    for (let tries = 0; again.statusCode === 429 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      again = await exportAs(ani, '/api/cases/export?format=xlsx');
    }
    expect(again.statusCode).toBe(200);
    gate = Promise.resolve();
  });
});

describe('exports: the PDF layout runs off the event loop', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    const rows = Array.from({ length: CASES }, (_, index) => row(index));
    for (let start = 0; start < rows.length; start += 500) {
      await t.app.services.db
        .insertInto('cases')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => t?.close());

  it('keeps the event loop free while 4 PDF exports of 2,000 cases are laid out', async () => {
    const users = await Promise.all([1, 2].map((n) => createUser(t.app, { username: `Ekspor ${n}` })));
    // Two users, two exports each: within the limit of 2 per user.
    const exports = users.flatMap((user) =>
      [0, 1].map(async () => {
        const response = await fetch(`${url}/api/cases/export?format=pdf`, { headers: user.auth });
        expect(response.status).toBe(200);
        return (await response.arrayBuffer()).byteLength;
      }),
    );
    let done = false;
    const all = Promise.all(exports).finally(() => (done = true));
    // The event loop's longest stall while they run: a layout on it stalled it for seconds (6.1 s for 4 exports).
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last - 10);
      last = now;
    }, 10);
    const health: number[] = [];
    while (!done) {
      const started = performance.now();
      await fetch(`${url}/api/health`);
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    clearInterval(ticker);
    const sizes = await all;
    expect(sizes.every((size) => size > 10_000)).toBe(true);
    console.info(
      `4 PDF exports of ${CASES} cases: /api/health slowest ${Math.round(Math.max(...health))} ms over ` +
        `${health.length} requests; longest event-loop stall ${Math.round(longest)} ms`,
    );
    // Generous against a loaded test machine: the layout on the loop stalled it for seconds; the 100 ms target is
    // measured by `npm run test:faults` (docs/performance.md).
    expect(longest).toBeLessThan(1_000);
  }, 120_000);
});
