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

/** A cases service over `total` cases that records every page asked for. */
function fakeCases(total: number) {
  const calls: CaseFilter[] = [];
  return {
    calls,
    cases: {
      list: async (filter: CaseFilter) => {
        calls.push(filter);
        const offset = filter.offset ?? 0;
        const count = Math.max(0, Math.min(filter.limit ?? 50, total - offset));
        return { cases: Array.from({ length: count }, (_, index) => aCase(offset + index + 1)), total };
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
  it('reads the list a page at a time, never more than EXPORT_PAGE_SIZE, up to EXPORT_MAX_ROWS', async () => {
    const fake = fakeCases(EXPORT_MAX_ROWS + 123);
    const service = createExportsService({ cases: fake.cases, officeName: async () => 'Kantor', ...offThread() });
    const file = await service.cases('xlsx', { type: 'penyidikan', q: 'korupsi', sort: 'oldest' }, 7);
    await drain(file.body);
    expect(fake.calls.every((call) => (call.limit ?? Infinity) <= EXPORT_PAGE_SIZE)).toBe(true);
    expect(fake.calls.map((call) => call.offset)).toEqual(
      Array.from({ length: EXPORT_MAX_ROWS / EXPORT_PAGE_SIZE }, (_, index) => index * EXPORT_PAGE_SIZE),
    );
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
    expect(long.calls.reduce((sum, call) => sum + (call.limit ?? 0), 0)).toBe(EXPORT_PDF_MAX_ROWS);

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
