import type { Clock } from '../../lib/clock';
import type { BlobStore } from '../../storage/blob-store';
import type { MaintenanceRepository } from './repository';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  /** Stored content no row pointed to (a crash between deleting a row and its content), now removed. */
  orphansRemoved: number;
  /** Half-written uploads (`tmp/*.part`) older than the grace period, now removed. */
  temporaryRemoved: number;
  /** Rows older than the listing whose content is missing from the store (lost outside the app); only counted. */
  rowsWithoutContent: number;
}

export interface SweepDependencies {
  repository: Pick<MaintenanceRepository, 'listStorageKeys' | 'onceInCluster'>;
  store: Pick<BlobStore, 'list' | 'delete' | 'removeStaleTemporary'>;
  clock: Clock;
  /** Content younger than this is never removed: an upload writes its content a moment before its row. */
  graceMs?: number;
}

/**
 * Removes stored content that no file row points to and half-written uploads, once per cluster
 * (decisions §1). Rows and content are not written atomically —
 * the content is stored before the row is inserted, the row deleted before its content — so a crash
 * between the two leaves content behind. Only content older than the grace period is judged, and the rows
 * are read after the store is listed, so an upload in progress is never mistaken for an orphan.
 * Answers undefined when another instance is sweeping.
 */
export async function sweepStoredContent({
  repository,
  store,
  clock,
  graceMs = DAY_MS,
}: SweepDependencies): Promise<SweepResult | undefined> {
  const outcome = await repository.onceInCluster(async () => {
    const listedAt = clock();
    const cutoff = new Date(listedAt.getTime() - graceMs);
    const stored = new Set<string>();
    const candidates: string[] = [];
    for await (const blob of store.list()) {
      stored.add(blob.key);
      if (blob.modifiedAt < cutoff) {
        candidates.push(blob.key);
      }
    }
    const rows = await repository.listStorageKeys();
    const referenced = new Set(rows.map((row) => row.storage_key));
    const orphans = candidates.filter((key) => !referenced.has(key));
    for (const key of orphans) {
      await store.delete(key);
    }
    const temporaryRemoved = await store.removeStaleTemporary(cutoff);
    const rowsWithoutContent = rows.filter(
      (row) => !stored.has(row.storage_key) && new Date(row.created_at) < listedAt,
    ).length;
    return { orphansRemoved: orphans.length, temporaryRemoved, rowsWithoutContent };
  });
  return outcome.ran ? outcome.value : undefined;
}
