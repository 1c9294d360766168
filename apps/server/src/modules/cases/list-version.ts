/** How long the lists' version read from the database is trusted without a sign of a write (ms). */
export const LIST_VERSION_MAX_AGE_MS = 500;

/**
 * The database's `case_list_version` (migration 0009) as this instance last read it, so that a list or board request
 * does not cost a query (docs/performance.md, decisions §10). It is read again on the first request after a sign
 * that it may have moved (`changed`: a write request answered here, a `case.changed`, a signal from another
 * instance), and after `maxAgeMs` in any case, which bounds what nobody signals (a write behind the app's back, an
 * instance without Redis). A read that began before a `changed` is not trusted afterwards. Concurrent requests
 * share one read. `maxAgeMs` 0 trusts no value read: every request reads (the test suites' default).
 */
export function createListVersion(deps: { read: () => Promise<number>; maxAgeMs?: number; monotonic?: () => number }) {
  const maxAgeMs = deps.maxAgeMs ?? LIST_VERSION_MAX_AGE_MS;
  const monotonic = deps.monotonic ?? (() => performance.now());
  /** Raised by every `changed`: the value known is good only while it equals `knownAt`'s. */
  let generation = 0;
  let known: { version: number; generation: number; readAt: number } | undefined;
  let reading: { promise: Promise<number>; generation: number } | undefined;
  let reads = 0;

  const readNow = (): Promise<number> => {
    const started = { generation, at: monotonic() };
    reads += 1;
    const promise = deps.read().then((version) => {
      if (!known || started.at >= known.readAt) {
        known = { version, generation: started.generation, readAt: started.at };
      }
      return version;
    });
    const entry = { promise, generation: started.generation };
    reading = entry;
    void promise
      .finally(() => {
        if (reading === entry) {
          reading = undefined;
        }
      })
      .catch(() => undefined);
    return promise;
  };

  return {
    /** The version to key the lists' answers with now. */
    current(): Promise<number> {
      if (known && known.generation === generation && maxAgeMs > 0 && monotonic() - known.readAt <= maxAgeMs) {
        return Promise.resolve(known.version);
      }
      if (reading && reading.generation === generation) {
        return reading.promise;
      }
      return readNow();
    },
    /** Something may have moved the version: the next request reads it again. */
    changed(): void {
      generation += 1;
    },
    /** How many times the database was asked (for tests and the benchmark's curiosity). */
    reads: () => reads,
  };
}

export type ListVersion = ReturnType<typeof createListVersion>;
