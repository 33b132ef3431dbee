export interface InvalidatedCacheOptions {
  /** Entries kept at most; the least recently used goes first. */
  max: number;
  /** Age after which an entry is read again even without an invalidation. */
  maxAgeMs: number;
  now?: () => number;
}

export type InvalidatedCache<V> = ReturnType<typeof createInvalidatedCache<V>>;

/**
 * Values by key, kept only while something tells the cache about every change (`invalidate` for one key,
 * `invalidateAll` when changes may have been missed). Until `enable` and after `disable` every `get` loads.
 * A load that was under way when its key was invalidated answers its value but does not keep it, since it may
 * have read the data from before the change; concurrent loads of one key share one read. Missing values
 * (`undefined`) are not kept.
 */
export function createInvalidatedCache<V>({ max, maxAgeMs, now = Date.now }: InvalidatedCacheOptions) {
  const entries = new Map<string, { value: V; at: number }>();
  const loading = new Map<string, { promise: Promise<V | undefined>; stale: boolean }>();
  let enabled = false;

  function invalidate(key: string) {
    entries.delete(key);
    const pending = loading.get(key);
    if (pending) pending.stale = true;
  }

  function invalidateAll() {
    entries.clear();
    for (const pending of loading.values()) pending.stale = true;
  }

  return {
    get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
      if (!enabled) return load();
      const entry = entries.get(key);
      if (entry && now() - entry.at < maxAgeMs) {
        // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.value);
      }
      const pending = loading.get(key);
      if (pending && !pending.stale) return pending.promise;
      const started = now();
      const current = { stale: false, promise: load() };
      loading.set(key, current);
      return current.promise.then(
        (value) => {
          if (loading.get(key) === current) loading.delete(key);
          if (value !== undefined && !current.stale && enabled) {
            entries.delete(key);
            entries.set(key, { value, at: started });
            if (entries.size > max) entries.delete(entries.keys().next().value!);
          }
          return value;
        },
        (error: unknown) => {
          if (loading.get(key) === current) loading.delete(key);
          throw error;
        },
      );
    },
    invalidate,
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
