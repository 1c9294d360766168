import { describe, expect, it } from 'vitest';
import type { ListedBlob } from '../../storage/blob-store';
import { DAY_MS, sweepStoredContent } from './sweep';

const now = new Date('2026-03-10T01:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const key = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An in-memory store and file table; `rowsAfterListing` are rows inserted while the store is being listed. */
function setUp(options: {
  blobs: ListedBlob[];
  rows: string[];
  rowsAfterListing?: string[];
  locked?: boolean;
  temporary?: Date[];
}) {
  const blobs = new Map(options.blobs.map((blob) => [blob.key, blob]));
  let temporary = options.temporary ?? [];
  const rows = options.rows.map((storage_key) => ({ storage_key, created_at: ago(DAY_MS * 3).toISOString() }));
  const deleted: string[] = [];
  const dependencies = {
    clock: () => new Date(now),
    repository: {
      listStorageKeys: () => Promise.resolve(rows),
      onceInCluster: async <T>(work: () => Promise<T>) =>
        options.locked ? { ran: false as const } : { ran: true as const, value: await work() },
    },
    store: {
      async *list() {
        yield* [...blobs.values()];
        for (const storage_key of options.rowsAfterListing ?? []) {
          rows.push({ storage_key, created_at: now.toISOString() });
        }
      },
      delete: (deletedKey: string) => {
        deleted.push(deletedKey);
        blobs.delete(deletedKey);
        return Promise.resolve();
      },
      removeStaleTemporary: (before: Date) => {
        const stale = temporary.filter((modified) => modified < before).length;
        temporary = temporary.filter((modified) => modified >= before);
        return Promise.resolve(stale);
      },
    },
  };
  return { dependencies, deleted, blobs, remainingTemporary: () => temporary.length };
}

describe('the start-up sweep of stored content (decisions §1)', () => {
  it('removes content older than a day that no row points to, and keeps what rows point to', async () => {
    const { dependencies, deleted } = setUp({
      blobs: [
        { key: key(1), modifiedAt: ago(2 * DAY_MS) },
        { key: key(2), modifiedAt: ago(2 * DAY_MS) },
      ],
      rows: [key(1)],
    });
    expect(await sweepStoredContent(dependencies)).toEqual({
      orphansRemoved: 1,
      temporaryRemoved: 0,
      rowsWithoutContent: 0,
    });
    expect(deleted).toEqual([key(2)]);
  });

  it('never removes content younger than the grace period: its row may be about to be written', async () => {
    const { dependencies, deleted } = setUp({ blobs: [{ key: key(3), modifiedAt: ago(DAY_MS - 1000) }], rows: [] });
    expect(await sweepStoredContent(dependencies)).toMatchObject({ orphansRemoved: 0 });
    expect(deleted).toEqual([]);
  });

  it('reads the rows after listing the store, so an upload finishing meanwhile keeps its content', async () => {
    const { dependencies, deleted } = setUp({
      blobs: [{ key: key(4), modifiedAt: ago(2 * DAY_MS) }],
      rows: [],
      rowsAfterListing: [key(4)],
    });
    expect(await sweepStoredContent(dependencies)).toMatchObject({ orphansRemoved: 0 });
    expect(deleted).toEqual([]);
  });

  it('removes half-written uploads older than a day and counts rows whose content is gone', async () => {
    const { dependencies, remainingTemporary } = setUp({
      blobs: [],
      rows: [key(5)],
      temporary: [ago(2 * DAY_MS), ago(DAY_MS / 2)],
    });
    expect(await sweepStoredContent(dependencies)).toEqual({
      orphansRemoved: 0,
      temporaryRemoved: 1,
      rowsWithoutContent: 1,
    });
    expect(remainingTemporary()).toBe(1);
  });

  it('does nothing while another instance of the cluster holds the sweep', async () => {
    const { dependencies, deleted } = setUp({ blobs: [{ key: key(6), modifiedAt: ago(2 * DAY_MS) }], rows: [] });
    expect(await sweepStoredContent({ ...dependencies, repository: { ...dependencies.repository } })).toBeDefined();
    const locked = setUp({ blobs: [{ key: key(7), modifiedAt: ago(2 * DAY_MS) }], rows: [], locked: true });
    expect(await sweepStoredContent(locked.dependencies)).toBeUndefined();
    expect(locked.deleted).toEqual([]);
    expect(deleted).toEqual([key(6)]);
  });
});
