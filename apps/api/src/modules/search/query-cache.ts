/**
 * A small least-recently-used cache: a Map keeps insertion order, so the first key is the oldest. With `maxAgeMs`,
 * an entry older than that is gone: `get` answers undefined for it. A function as `maxAgeMs` is asked at each `get`,
 * for an age that depends on the moment (see compile.ts).
 */
export function createLruCache<V>(capacity: number, options: { maxAgeMs?: number | (() => number) } = {}) {
  const entries = new Map<string, { value: V; at: number }>();
  const { maxAgeMs = Infinity } = options;
  const maxAge = typeof maxAgeMs === 'function' ? maxAgeMs : () => maxAgeMs;
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (Date.now() - entry.at > maxAge()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, { value, at: Date.now() });
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
