import { type Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_ROWS, EXPORT_PDF_MAX_ROWS, type Case } from '@pidsus/shared';
import type { CaseFilter } from '../cases/service';
import { createMemoryUploadSlots } from '../content';
import { runHeavyJob } from '../../workers/jobs';
import { EXPORT_PAGE_SIZE, createExportsService } from './service';

/** The layout in this thread (the pool's worker runs the very same call), and the per-user count in memory. */
const offThread = () => ({
  heavyWork: { run: runHeavyJob, close: async () => undefined },
  slots: createMemoryUploadSlots(),
});

const aCase = (id: number): Case => ({
  id,
  number: `PDS-${id}`,
  title: `Perkara ${id}`,
  date: '2026-11-23',
  time: null,
  description: '',
  parties: '',
  witnesses: '',
  prosecutor: '',
  last_milestone: null,
  location: '',
  type: 'penyidikan',
  status: 'Menunggu',
  team: [],
  following: false,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  state_loss: null,
  recovered_total: 0,
});

/** A cases service over `total` cases (ids 1…total, in the list's order) that records every read asked for. */
function fakeCases(total: number) {
  const calls: CaseFilter[] = [];
  const orders: { filter: CaseFilter; limit: number }[] = [];
  return {
    calls,
    orders,
    cases: {
      listIds: async (filter: CaseFilter, _viewerId: number, limit: number) => {
        orders.push({ filter, limit });
        return { ids: Array.from({ length: Math.min(limit, total) }, (_, index) => index + 1), total };
      },
      list: async (filter: CaseFilter) => {
        calls.push(filter);
        const ids = filter.ids ?? [];
        return { cases: ids.map(aCase), total: ids.length };
      },
      schedule: async () => [{ ...aCase(1), deadline_due: false }],
      today: () => '2026-11-25',
    },
  };
}

const drain = async (body: Readable) => {
  for await (const chunk of body) {
    void chunk;
  }
};

describe('exports service: reading the list (decisions §7.4)', () => {
  it('takes the order once, then reads it a page of ids at a time, never more than EXPORT_PAGE_SIZE, up to EXPORT_MAX_ROWS', async () => {
    const fake = fakeCases(EXPORT_MAX_ROWS + 123);
    const service = createExportsService({ cases: fake.cases, officeName: async () => 'Kantor', ...offThread() });
    const file = await service.cases('xlsx', { type: 'penyidikan', q: 'korupsi', sort: 'oldest' }, 7);
    await drain(file.body);
    expect(fake.orders).toEqual([
      { filter: { type: 'penyidikan', q: 'korupsi', sort: 'oldest' }, limit: EXPORT_MAX_ROWS },
    ]);
    expect(fake.calls.every((call) => (call.ids?.length ?? Infinity) <= EXPORT_PAGE_SIZE)).toBe(true);
    // Every id of the order once, in its order, and no page by offset.
    expect(fake.calls.flatMap((call) => call.ids ?? [])).toEqual(
      Array.from({ length: EXPORT_MAX_ROWS }, (_, index) => index + 1),
    );
    expect(fake.calls.every((call) => (call.offset ?? 0) === 0)).toBe(true);
    // The screen's filters go along with every page, unchanged.
    expect(
      fake.calls.every((call) => call.type === 'penyidikan' && call.q === 'korupsi' && call.sort === 'oldest'),
    ).toBe(true);
    expect(file.fileName).toBe('kasus-penyidikan-2026-11-25.xlsx');
  });

  it('stops a PDF at EXPORT_PDF_MAX_ROWS, and a short list after its one page', async () => {
    const long = fakeCases(EXPORT_MAX_ROWS);
    await drain(
      (
        await createExportsService({ cases: long.cases, officeName: async () => 'Kantor', ...offThread() }).cases(
          'pdf',
          {},
          7,
        )
      ).body,
    );
    expect(long.orders.map((order) => order.limit)).toEqual([EXPORT_PDF_MAX_ROWS]);
    expect(long.calls.reduce((sum, call) => sum + (call.ids?.length ?? 0), 0)).toBe(EXPORT_PDF_MAX_ROWS);

    const short = fakeCases(3);
    const file = await createExportsService({
      cases: short.cases,
      officeName: async () => 'Kantor',
      ...offThread(),
    }).cases('xlsx', { mine: true }, 7);
    await drain(file.body);
    expect(short.calls).toHaveLength(1);
    expect(file.fileName).toBe('kasus-saya-2026-11-25.xlsx');
  });
});
