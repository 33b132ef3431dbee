import { LRUCache } from 'lru-cache';

/**
 * What the listings' vocabulary decides (compiled queries, typo corrections, prefix expansions), by key, the least
 * recently used dropped past `max`. Its age limit is asked at each `get`, for one that depends on the moment: an
 * entry kept while the vocabulary's announcements were not heard lasts the longer limit once they are (compile.ts).
 * lru-cache's ttl drops whatever is past `longestMs`, the longest the limit may be. Values are boxed, so that null
 * (nothing to search, no typo) is kept too.
 */
export function createVocabularyCache<V>(
  max: number,
  { maxAgeMs, longestMs }: { maxAgeMs: () => number; longestMs: number },
) {
  const entries = new LRUCache<string, { value: V; at: number }>({ max, ttl: longestMs });
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.at <= maxAgeMs()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: V) {
      entries.set(key, { value, at: Date.now() });
    },
    clear() {
      entries.clear();
    },
  };
}
