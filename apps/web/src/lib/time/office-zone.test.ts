import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatClock, officeTimeZone, setOfficeTimeZone } from './dates';
import { loadOfficeZone, resetOfficeZone, takeLoadedConfig } from './office-zone';

const answer = (body: unknown, status = 200) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

afterEach(() => {
  vi.unstubAllGlobals();
  resetOfficeZone();
  setOfficeTimeZone('Asia/Jakarta');
  localStorage.clear();
});

describe("the office's time zone from the server (decisions §7.5)", () => {
  it('takes the zone GET /api/config names, once per page load, for every date shown', async () => {
    const fetchMock = answer({ time_zone: 'Asia/Jayapura' });
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadOfficeZone()).toBe('Asia/Jayapura');
    expect(await loadOfficeZone()).toBe('Asia/Jayapura');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/config', expect.anything());
    expect(officeTimeZone()).toBe('Asia/Jayapura');
    expect(formatClock(new Date('2026-11-22T00:30:05Z'))).toBe('09.30.05');
  });

  it('uses the zone the server named last while it cannot be reached, and asks again next time', async () => {
    localStorage.setItem('officeTimeZone', 'Asia/Makassar');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await loadOfficeZone()).toBe('Asia/Makassar');
    expect(officeTimeZone()).toBe('Asia/Makassar');
    const fetchMock = answer({ time_zone: 'Asia/Jakarta' });
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadOfficeZone()).toBe('Asia/Jakarta');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer that names no real zone', async () => {
    vi.stubGlobal('fetch', answer({ time_zone: 'Mars/Olympus' }));
    await loadOfficeZone();
    expect(officeTimeZone()).toBe('Asia/Jakarta');
    expect(localStorage.getItem('officeTimeZone')).toBeNull();
  });
});

describe('one GET /api/config per page load', () => {
  it("gives the guard's answer to the first who wants the whole config, then nothing", async () => {
    const fetchMock = answer({ time_zone: 'Asia/Makassar', office_name: 'Kejari Makassar' });
    vi.stubGlobal('fetch', fetchMock);
    const zone = loadOfficeZone();
    // Asked while the answer is still on its way: the same answer.
    expect(await takeLoadedConfig()).toEqual({ time_zone: 'Asia/Makassar', office_name: 'Kejari Makassar' });
    expect(await zone).toBe('Asia/Makassar');
    expect(takeLoadedConfig()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives nothing when the answer failed', async () => {
    vi.stubGlobal('fetch', answer({}, 503));
    await loadOfficeZone();
    expect(await takeLoadedConfig()).toBeNull();
  });
});
