import type { Case } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, databaseUrl, type TestApp } from './helpers';

let testApp: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, number> = {};

const base = { description: '', parties: '', witnesses: '', prosecutor: '', time: null };

/** A small office: known words in each searchable field, in two categories. */
const seed: Record<string, Record<string, unknown>> = {
  pengadaan: {
    title: 'Tindak pidana korupsi pengadaan',
    date: '2026-03-10',
    time: '10:00',
    type: 'penyidikan',
  },
  danaDesa: {
    title: 'Penyalahgunaan dana desa',
    date: '2026-03-09',
    description: 'Dugaan mark-up anggaran pembangunan jembatan',
    type: 'penyelidikan',
  },
  pencucian: {
    title: 'Perkara pencucian uang',
    date: '2026-03-08',
    parties: 'Tersangka: Hendra Wijaya (Direktur PT Sinar Abadi)',
    type: 'penyidikan',
  },
  saksi: {
    title: 'Pemeriksaan saksi ahli',
    date: '2026-03-07',
    witnesses: 'Kartika Sari, Yohanes Manurung',
    type: 'penuntutan',
  },
  jaksa: {
    title: 'Pembacaan tuntutan',
    date: '2026-03-06',
    prosecutor: 'Bambang Suryadi, S.H., M.H.',
    type: 'penuntutan',
  },
  gratifikasi: {
    title: 'Gratifikasi pejabat pajak',
    date: '2026-03-05',
    description: 'Penerimaan hadiah terkait korupsi perpajakan',
    type: 'penyidikan',
  },
};

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await createUser(testApp.app);
  for (const [key, fields] of Object.entries(seed)) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: staff.auth,
      payload: { ...base, ...fields },
    });
    expect(response.statusCode).toBe(201);
    ids[key] = response.json<Case>().id;
  }
});

afterAll(async () => {
  await testApp.close();
});

async function list(query: Record<string, string | number>) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/cases',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: staff.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { cases: response.json<Case[]>(), total: Number(response.headers['x-total-count']) };
}

const keysOf = (cases: Case[]) =>
  cases.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? `#${item.id}`);

describe('search (q)', () => {
  it('finds the Indonesian word korupsi in a title and a description', async () => {
    const { cases, total } = await list({ q: 'korupsi' });
    expect(keysOf(cases)).toEqual(['pengadaan', 'gratifikasi']);
    expect(total).toBe(2);
  });

  it('finds a word by its beginning', async () => {
    expect(keysOf((await list({ q: 'korup' })).cases)).toEqual(['pengadaan', 'gratifikasi']);
    expect(keysOf((await list({ q: 'penc' })).cases)).toEqual(['pencucian']);
  });

  it('finds a half-typed word whose Indonesian stem differs from its beginning', async () => {
    // 'pencucian' stems to 'cuci' and 'penyalahgunaan' to 'salahguna': the prefix must still match.
    expect(keysOf((await list({ q: 'pencu' })).cases)).toEqual(['pencucian']);
    expect(keysOf((await list({ q: 'penyalah' })).cases)).toEqual(['danaDesa']);
    expect(keysOf((await list({ q: 'pengada' })).cases)).toEqual(['pengadaan']);
  });

  it('on PostgreSQL also finds other forms of a word by its stem', async () => {
    // SQLite's FTS5 has no Indonesian stemmer: there only the beginning of a word matches.
    const { cases } = await list({ q: 'diadakan' });
    expect(keysOf(cases)).toEqual(databaseUrl ? ['pengadaan'] : []);
  });

  it('is not case sensitive', async () => {
    expect(keysOf((await list({ q: 'KORUPSI' })).cases)).toEqual(['pengadaan', 'gratifikasi']);
  });

  it('searches the description, parties, witnesses and prosecutor', async () => {
    expect(keysOf((await list({ q: 'jembatan' })).cases)).toEqual(['danaDesa']);
    expect(keysOf((await list({ q: 'Hendra' })).cases)).toEqual(['pencucian']);
    expect(keysOf((await list({ q: 'Manurung' })).cases)).toEqual(['saksi']);
    expect(keysOf((await list({ q: 'Bambang' })).cases)).toEqual(['jaksa']);
  });

  it('needs every word', async () => {
    expect(keysOf((await list({ q: 'korupsi pengadaan' })).cases)).toEqual(['pengadaan']);
    expect(keysOf((await list({ q: 'korupsi perpajakan' })).cases)).toEqual(['gratifikasi']);
    expect((await list({ q: 'korupsi jembatan' })).cases).toEqual([]);
  });

  it('finds nothing for a word that is nowhere', async () => {
    const { cases, total } = await list({ q: 'kepabeanan' });
    expect(cases).toEqual([]);
    expect(total).toBe(0);
  });

  it('combines with the category', async () => {
    expect(keysOf((await list({ q: 'korupsi', type: 'penyidikan' })).cases)).toEqual(['pengadaan', 'gratifikasi']);
    expect((await list({ q: 'korupsi', type: 'penuntutan' })).cases).toEqual([]);
    expect(keysOf((await list({ q: 'pemeriksaan', type: 'penuntutan' })).cases)).toEqual(['saksi']);
  });

  it('combines with paging, counting every match', async () => {
    const first = await list({ q: 'korupsi', limit: 1 });
    expect(keysOf(first.cases)).toEqual(['pengadaan']);
    expect(first.total).toBe(2);
    const second = await list({ q: 'korupsi', limit: 1, offset: 1 });
    expect(keysOf(second.cases)).toEqual(['gratifikasi']);
    expect(second.total).toBe(2);
  });

  it('ignores a search made only of spaces or punctuation', async () => {
    for (const q of ['', '   ', '"', '***', '()', '-', ':']) {
      const { cases, total } = await list({ q });
      expect(total, JSON.stringify(q)).toBe(Object.keys(seed).length);
      expect(cases).toHaveLength(Object.keys(seed).length);
    }
  });

  it.each([
    '"korupsi',
    'korupsi"',
    '"korupsi pengadaan"',
    'korup*',
    '*korup',
    '(korupsi',
    'korupsi)',
    'korupsi NEAR pengadaan',
    'NEAR(korupsi pengadaan)',
    'title:korupsi',
    'korupsi:*',
    'korupsi & pengadaan',
    'korupsi | pengadaan',
    '!korupsi',
    'korupsi AND pengadaan',
    'korupsi OR dana',
    'NOT korupsi',
    '-korupsi',
    '^korupsi',
    "korupsi' or '1'='1",
    'korupsi\\',
    'korupsi <-> pengadaan',
    'korupsi;drop table cases',
    '{korupsi}',
    'korupsi%',
    'korupsi_',
    'korupsi.pengadaan',
    'korupsi 2026',
  ])('answers operator characters in %j like plain words, never 500', async (q) => {
    const { cases } = await list({ q });
    // Every result still contains the word the user typed.
    for (const item of cases) {
      const text = [item.title, item.description, item.parties, item.witnesses, item.prosecutor].join(' ');
      expect(text.toLowerCase()).toContain('korup');
    }
  });

  it('finds korupsi through operator characters around it', async () => {
    for (const q of ['"korupsi"', 'korupsi*', '(korupsi)', 'korupsi:', '!korupsi', '&korupsi']) {
      expect(keysOf((await list({ q })).cases), q).toContain('pengadaan');
    }
  });

  it('treats the reserved words of the search engines as words', async () => {
    for (const q of ['NEAR', 'AND', 'OR', 'NOT', 'near or and not']) {
      expect((await list({ q })).cases, q).toEqual([]);
    }
  });

  it('accepts letters beyond ASCII', async () => {
    for (const q of ['Kartika Sari', 'café', 'ñandú', '汚職', 'коррупция', '🙂']) {
      await list({ q });
    }
  });

  it('finds a case after an edit and not after its deletion', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: staff.auth,
      payload: { ...base, title: 'Perkara kepabeanan', date: '2026-03-01', type: 'eksekusi' },
    });
    const id = created.json<Case>().id;
    expect((await list({ q: 'kepabeanan' })).cases.map((item) => item.id)).toEqual([id]);

    await testApp.app.inject({
      method: 'PUT',
      url: `/api/cases/${id}`,
      headers: staff.auth,
      payload: { ...base, title: 'Perkara penyelundupan', date: '2026-03-01', type: 'eksekusi' },
    });
    expect((await list({ q: 'kepabeanan' })).cases).toEqual([]);
    expect((await list({ q: 'penyelundupan' })).cases.map((item) => item.id)).toEqual([id]);

    await testApp.app.inject({ method: 'DELETE', url: `/api/cases/${id}`, headers: staff.auth });
    expect((await list({ q: 'penyelundupan' })).cases).toEqual([]);
  });
});
