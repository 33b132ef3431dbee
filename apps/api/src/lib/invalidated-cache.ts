import { LRUCache } from 'lru-cache';

export interface InvalidatedCacheOptions {
  /** Entries kept at most; the least recently used goes first. */
  max: number;
  /** Age after which an entry is read again even without an invalidation. */
  maxAgeMs: number;
  /** The clock entries are aged by (tests); lru-cache's, `performance.now`, otherwise. */
  now?: () => number;
}

export type InvalidatedCache<V> = ReturnType<typeof createInvalidatedCache<V>>;

/** A value loaded, boxed: an aborted load's readers get a missing value only in a box (see `fetchMethod`). */
type Loaded<V> = { value: V | undefined };

/**
 * Values by key, kept only while something tells the cache about every change (`invalidate` for one key,
 * `invalidateAll` when changes may have been missed). Until `enable` and after `disable` every `get` loads.
 * A load that was under way when its key was invalidated answers its value but does not keep it, since it may
 * have read the data from before the change; concurrent loads of one key share one read. Missing values
 * (`undefined`) are not kept.
 */
export function createInvalidatedCache<V>({ max, maxAgeMs, now }: InvalidatedCacheOptions) {
  // lru-cache's fetch shares a load under way, and `delete` or `clear` abort it: with ignoreFetchAbort its readers
  // still get its answer, which lru-cache then does not keep.
  const entries = new LRUCache<string, Loaded<V>, () => Promise<V | undefined>>({
    max,
    ttl: maxAgeMs,
    // The clock is read at each get: a cached reading (the default, for a millisecond) would miss a test's clock.
    ttlResolution: 0,
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context: load, signal }) => {
      const value = await load();
      // Undefined is kept by no fetch; but for an aborted one it is a rejection of its readers, a box is not.
      return value === undefined && !signal.aborted ? undefined : { value };
    },
    ...(now ? { perf: { now } } : {}),
  });
  let enabled = false;

  function invalidateAll() {
    entries.clear();
  }

  return {
    async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
      if (!enabled) return load();
      return (await entries.fetch(key, { context: load }))?.value;
    },
    invalidate(key: string) {
      entries.delete(key);
    },
    invalidateAll,
    /** Starts keeping values (once every change is heard of). */
    enable() {
      invalidateAll();
      enabled = true;
    },
    /** Stops keeping values and drops those kept (changes are no longer heard of). */
    disable() {
      enabled = false;
      invalidateAll();
    },
    get size() {
      return entries.size;
    },
  };
}
