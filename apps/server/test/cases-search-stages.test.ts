import type { Case } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

/**
 * Contract §7.5, search across the stages: `GET /api/cases?q=` without `type` searches all four categories;
 * the cases holding the words as one phrase come before those holding them apart, each group in the list's
 * order (docs/api.md, Search), with paging, `X-Total-Count`, `mine`, `status` and `sort` as without a search.
 */
let t: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;
let member: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, number> = {};

const empty = { description: '', parties: '', witnesses: '', prosecutor: '', location: '', time: null };

/** Bambang Kusuma as a phrase (A, C), and the two words apart (B, D, F) — F in two fields side by side. */
const seed: Record<string, Record<string, unknown>> = {
  A: { title: 'Klarifikasi Bambang Kusuma', date: '2026-03-01', type: 'penyelidikan', team: true },
  B: {
    title: 'Penyidikan dana hibah',
    date: '2026-03-05',
    parties: 'Tersangka: Kusuma Dewi; saksi Bambang Hartono',
    type: 'penyidikan',
    team: true,
  },
  C: { title: 'Sidang tuntutan', date: '2026-03-03', witnesses: 'Bambang Kusuma, Sari', type: 'penuntutan' },
  D: { title: 'Eksekusi putusan', date: '2026-03-04', description: 'Eksekusi Bambang adik Kusuma', type: 'eksekusi' },
  E: { title: 'Perkara lain', date: '2026-03-06', type: 'penuntutan' },
  F: {
    title: 'Laporan Bambang',
    date: '2026-03-02',
    prosecutor: 'Kusuma Wardhana, S.H.',
    type: 'penyelidikan',
  },
};

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t.app);
  member = await createUser(t.app);
  for (const [key, { team, ...fields }] of Object.entries(seed)) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: staff.auth,
      payload: { ...empty, ...fields, ...(team ? { team_ids: [member.user.id] } : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    ids[key] = response.json<Case>().id;
  }
  await t.app.inject({
    method: 'PUT',
    url: `/api/cases/${ids.C}/status`,
    headers: staff.auth,
    payload: { status: 'Selesai' },
  });
});
afterAll(() => t.close());

async function list(query: string, auth = staff.auth) {
  const response = await t.app.inject({ method: 'GET', url: `/api/cases?${query}`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  const keys = response
    .json<Case[]>()
    .map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? `#${item.id}`);
  return { keys, total: Number(response.headers['x-total-count']) };
}

describe('GET /api/cases?q= across the stages', () => {
  it('searches all four categories when no type is given', async () => {
    const { keys, total } = await list('q=bambang');
    expect(keys).toEqual(['B', 'D', 'C', 'F', 'A']);
    expect(total).toBe(5);
    const types = new Set(keys.map((key) => seed[key]!.type));
    expect(types).toEqual(new Set(['penyelidikan', 'penyidikan', 'penuntutan', 'eksekusi']));
  });

  it('lists the whole phrase first, then the cases holding the words apart, each group newest first', async () => {
    expect(await list('q=Bambang%20Kusuma')).toEqual({ keys: ['C', 'A', 'B', 'D', 'F'], total: 5 });
    // The last word may be half typed, as in every search.
    expect((await list('q=bambang%20kus')).keys).toEqual(['C', 'A', 'B', 'D', 'F']);
    // In the other order the words are a phrase nowhere: the list's own order.
    expect((await list('q=kusuma%20bambang')).keys).toEqual(['B', 'D', 'C', 'F', 'A']);
  });

  it('keeps the phrase first under every sort, the sort ordering each group', async () => {
    expect((await list('q=bambang%20kusuma&sort=oldest')).keys).toEqual(['A', 'C', 'F', 'D', 'B']);
    expect((await list('q=bambang%20kusuma&sort=newest')).keys).toEqual(['C', 'A', 'B', 'D', 'F']);
  });

  it('pages through the ranked results with the total of all of them', async () => {
    const pages: string[] = [];
    for (let offset = 0; offset < 5; offset += 2) {
      const page = await list(`q=bambang%20kusuma&limit=2&offset=${offset}`);
      expect(page.total).toBe(5);
      pages.push(...page.keys);
    }
    expect(pages).toEqual(['C', 'A', 'B', 'D', 'F']);
  });

  it('combines with type, mine and status', async () => {
    expect(await list('q=bambang%20kusuma&type=penyelidikan')).toEqual({ keys: ['A', 'F'], total: 2 });
    expect(await list('q=bambang%20kusuma&mine=1', member.auth)).toEqual({ keys: ['A', 'B'], total: 2 });
    expect(await list('q=bambang%20kusuma&status=Selesai')).toEqual({ keys: ['C'], total: 1 });
    expect(await list('q=bambang%20kusuma&status=Menunggu')).toEqual({ keys: ['A', 'B', 'D', 'F'], total: 4 });
  });

  it('follows an edit that makes a phrase of the words', async () => {
    const stored = (
      await t.app.inject({ method: 'GET', url: `/api/cases/${ids.D}`, headers: staff.auth })
    ).json<Case>();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/cases/${ids.D}`,
      headers: staff.auth,
      payload: {
        title: stored.title,
        date: stored.date,
        type: stored.type,
        description: 'Eksekusi terpidana Bambang Kusuma',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await list('q=bambang%20kusuma')).keys).toEqual(['D', 'C', 'A', 'B', 'F']);
  });
});
