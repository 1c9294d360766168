import { describe, expect, it } from 'vitest';
import { isBoardStale, STALE_AFTER_MS } from './board-freshness';

const loaded = 1_000_000;

describe('when the board says its data is out of date (decisions §7.5)', () => {
  it('is current while the live connection is up, however long ago it loaded', () => {
    expect(isBoardStale({ status: 'online', updatedAt: loaded, failed: false, now: loaded + 10 * 60_000 })).toBe(false);
  });

  it('is stale as soon as the live connection is reported lost', () => {
    expect(isBoardStale({ status: 'lost', updatedAt: loaded, failed: false, now: loaded + 1000 })).toBe(true);
  });

  it('is stale when loading has failed for more than 60 s, not before', () => {
    expect(isBoardStale({ status: 'online', updatedAt: loaded, failed: true, now: loaded + STALE_AFTER_MS })).toBe(
      false,
    );
    expect(isBoardStale({ status: 'online', updatedAt: loaded, failed: true, now: loaded + STALE_AFTER_MS + 1 })).toBe(
      true,
    );
  });

  it('says nothing before anything was shown', () => {
    expect(isBoardStale({ status: 'lost', updatedAt: 0, failed: true, now: loaded })).toBe(false);
  });
});
