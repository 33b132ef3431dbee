import type { Db } from '@tradeforge/db';
import * as repository from './repository';

/** What one instance counted since its last flush, by business, product and word, per UTC day. */
export interface Counts {
  /** `business|day` -> [profile views, product views, search appearances] */
  daily: Map<string, [number, number, number]>;
  /** `product|business|day` -> views */
  products: Map<string, number>;
  /** `business|day|word` -> times */
  words: Map<string, number>;
}

const emptyCounts = (): Counts => ({ daily: new Map(), products: new Map(), words: new Map() });
const today = () => new Date().toISOString().slice(0, 10);
/** Past this many keys a flush starts at once, whatever the interval: memory stays bounded under a flood. */
const MAX_KEYS = 50_000;
/** Words of a search text that count: the first few, of 2 to 40 letters or digits. */
const MAX_WORDS = 6;
export const searchWords = (text: string) => [
  ...new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
      .filter((word) => word.length >= 2 && word.length <= 40)
      .slice(0, MAX_WORDS),
  ),
];

/**
 * Counts views and search appearances in memory and adds them to the per-day counters in batches: every
 * `flushMs` and on shutdown, one upsert per table whatever the traffic, so a page read or a search never waits on
 * a counter row. A failed flush keeps its counts for the next one.
 */
export function createInsightsCounter({ db, flushMs }: { db: Db; flushMs: number }) {
  let counts = emptyCounts();
  let size = 0;
  let flushing: Promise<void> | undefined;

  const bump = (key: string, at: 0 | 1 | 2, by = 1) => {
    const row = counts.daily.get(key) ?? (size++, [0, 0, 0] as [number, number, number]);
    row[at] += by;
    counts.daily.set(key, row);
  };
  const add = (map: Map<string, number>, key: string) => {
    if (!map.has(key)) size++;
    map.set(key, (map.get(key) ?? 0) + 1);
  };
  const checkSize = () => {
    if (size >= MAX_KEYS) void flush();
  };

  function merge(into: Counts, from: Counts) {
    for (const [key, [a, b, c]] of from.daily) {
      const row = into.daily.get(key) ?? [0, 0, 0];
      into.daily.set(key, [row[0] + a, row[1] + b, row[2] + c]);
    }
    for (const [key, n] of from.products) into.products.set(key, (into.products.get(key) ?? 0) + n);
    for (const [key, n] of from.words) into.words.set(key, (into.words.get(key) ?? 0) + n);
  }

  async function flushNow() {
    const batch = counts;
    counts = emptyCounts();
    size = 0;
    if (batch.daily.size === 0 && batch.products.size === 0 && batch.words.size === 0) return;
    try {
      await repository.addCounts(db, batch);
    } catch (error) {
      if (size + batch.daily.size < MAX_KEYS) merge(counts, batch);
      throw error;
    }
  }

  /** Writes what was counted; a flush already under way is waited for, then this one runs. */
  async function flush(): Promise<void> {
    while (flushing) await flushing.catch(() => undefined);
    flushing = flushNow().finally(() => (flushing = undefined));
    return flushing;
  }

  const timer = flushMs > 0 ? setInterval(() => void flush().catch(() => undefined), flushMs) : undefined;
  timer?.unref();

  return {
    countBusinessView(businessId: string) {
      bump(`${businessId}|${today()}`, 0);
      checkSize();
    },
    countProductView(productId: string, businessId: string) {
      const day = today();
      bump(`${businessId}|${day}`, 1);
      add(counts.products, `${productId}|${businessId}|${day}`);
      checkSize();
    },
    /** One appearance per business on a page of results, and the words of the text that found it. */
    countSearchAppearances(businessIds: Iterable<string>, text: string) {
      const day = today();
      const words = searchWords(text);
      for (const businessId of new Set(businessIds)) {
        bump(`${businessId}|${day}`, 2);
        for (const word of words) add(counts.words, `${businessId}|${day}|${word}`);
      }
      checkSize();
    },
    flush,
    /** Stops the timer and writes what is left (on shutdown). */
    async close() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}

export type InsightsCounter = ReturnType<typeof createInsightsCounter>;
