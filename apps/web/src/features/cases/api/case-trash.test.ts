import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { getTrashedCases } from './case-trash';

const trashed = {
  id: 4,
  title: 'Korupsi dana hibah',
  number: '',
  type: 'penyidikan' as const,
  date: '2026-11-20',
  deleted_at: '2026-11-25T01:00:00.000Z',
  deleted_by: { id: 2, username: 'Budi' },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the trash of cases, as fetched (decisions §7.3)', () => {
  it('carries how many cases the trash holds in all, from X-Total-Count', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [trashed],
      headers: { 'x-total-count': '612' },
    } as unknown as HttpResponse);
    expect(await getTrashedCases()).toEqual({ items: [trashed], total: 612 });
  });

  it('counts the list itself when the header is missing', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [trashed], headers: {} } as unknown as HttpResponse);
    expect(await getTrashedCases()).toEqual({ items: [trashed], total: 1 });
  });
});
