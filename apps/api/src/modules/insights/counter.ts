import type { Db } from '@tradeforge/db';
import * as repository from './repository';
import type { CountRows, DailyCounts, ProductDay } from './repository';
import { createViewQueue, dayOf } from './views';

/** One business's counts on one UTC day, with the words of the texts that found it (word -> times). */
interface BusinessDay extends DailyCounts {
  words: Map<string, number> | null;
}

/** Past this many rows a flush starts at once, whatever the interval: memory stays bounded under a flood. */
const MAX_KEYS = 50_000;
/**
 * Rows written per transaction. A flush of tens of thousands of rows in one transaction held a core of PostgreSQL
 * long enough for the searches around it to wait (docs/decisions/0068-view-counting-in-memory.md).
 */
export const ROWS_PER_WRITE = 2_000;
/** Words of a search text that count: the first few, of 2 to 40 letters or digits. */
const MAX_WORDS = 6;
export const searchWords = (text: string) => [
  ...new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
      .filter((word) => word.length >= 2 && word.length <= 40)
      .slice(0, MAX_WORDS),
  ),
];

/** What one instance counted since its last flush, by business and day and by product and day. */
class Counts {
  readonly days = new Map<string, BusinessDay>();
  readonly products = new Map<string, ProductDay>();
  /** Rows these counts make: business days, product days and words. */
  size = 0;

  dayOf(businessId: string, day: string) {
    const key = `${businessId}|${day}`;
    let counts = this.days.get(key);
    if (!counts) {
      counts = { businessId, day, profileViews: 0, productViews: 0, searchAppearances: 0, words: null };
      this.days.set(key, counts);
      this.size++;
    }
    return counts;
  }

  addWord(counts: BusinessDay, word: string, times: number) {
    counts.words ??= new Map();
    const before = counts.words.get(word);
    if (before === undefined) this.size++;
    counts.words.set(word, (before ?? 0) + times);
  }

  addProductViews(productId: string, businessId: string, day: string, views: number) {
    const key = `${productId}|${day}`;
    const counts = this.products.get(key);
    if (counts) counts.views += views;
    else {
      this.products.set(key, { productId, businessId, day, views });
      this.size++;
    }
  }

  /** Adds rows back (from a write that failed). */
  add(rows: CountRows) {
    for (const row of rows.daily) {
      const counts = this.dayOf(row.businessId, row.day);
      counts.profileViews += row.profileViews;
      counts.productViews += row.productViews;
      counts.searchAppearances += row.searchAppearances;
    }
    for (const row of rows.products) this.addProductViews(row.productId, row.businessId, row.day, row.views);
    for (const row of rows.words) this.addWord(this.dayOf(row.businessId, row.day), row.word, row.count);
  }

  /** The counts as rows, `ROWS_PER_WRITE` at most in each part. */
  *parts(): Generator<CountRows> {
    let part: CountRows = { daily: [], products: [], words: [] };
    let size = 0;
    for (const put of this.rows()) {
      put(part);
      if (++size < ROWS_PER_WRITE) continue;
      yield part;
      part = { daily: [], products: [], words: [] };
      size = 0;
    }
    if (size > 0) yield part;
  }

  /** Each row, as what puts it in a part. */
  private *rows(): Generator<(part: CountRows) => void> {
    for (const { words, ...day } of this.days.values()) {
      yield (part) => part.daily.push(day);
      for (const [word, count] of words ?? [])
        yield (part) => part.words.push({ businessId: day.businessId, day: day.day, word, count });
    }
    for (const product of this.products.values()) yield (part) => part.products.push(product);
  }
}

/**
 * Counts views and search appearances in memory and adds them to the per-day counters in batches: every
 * `flushMs` and on shutdown, in transactions of `ROWS_PER_WRITE` rows, so a page read or a search never waits on
 * a counter row. A write that fails keeps its rows and the rest of the batch for the next flush. A viewer's views
 * of a page count once per VIEW_REPEAT_MINUTES, on every instance together (`views.ts`).
 */
export function createInsightsCounter({
  db,
  flushMs,
  now = Date.now,
}: {
  db: Db;
  flushMs: number;
  /** The clock views are timed by (tests move it). */
  now?: () => number;
}) {
  let counts = new Counts();
  const views = createViewQueue({ db, now });
  let flushing: Promise<void> | undefined;

  const hasRoom = () => counts.size + views.size < MAX_KEYS;
  const checkSize = () => {
    if (!hasRoom() && !flushing) void flush().catch(() => undefined);
  };

  async function flushNow() {
    // Counts stay queued when the views' write fails: they are taken only after it.
    await views.flush(hasRoom);
    const batch = counts;
    counts = new Counts();
    const parts = batch.parts();
    for (let part = parts.next(); !part.done; part = parts.next()) {
      try {
        await repository.addCounts(db, part.value);
      } catch (error) {
        // What was not written goes back, unless the counts since have filled the memory they may use.
        if (counts.size + views.size + batch.size < MAX_KEYS) {
          counts.add(part.value);
          for (const rest of parts) counts.add(rest);
        }
        throw error;
      }
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
    /**
     * A view of a business page by `viewer` (`address:...`, or `user:...` when signed in); false when this
     * instance sent that viewer's view of the page within the window (the flush may still find another's).
     */
    countBusinessView(businessId: string, viewer: string) {
      const queued = views.add(viewer, `business:${businessId}`, businessId);
      checkSize();
      return queued;
    },
    /** A view of a product page, counted for the product and its business; as `countBusinessView`. */
    countProductView(productId: string, businessId: string, viewer: string) {
      const queued = views.add(viewer, `product:${productId}`, businessId, productId);
      checkSize();
      return queued;
    },
    /** One appearance per business on a page of results, and the words of the text that found it. */
    countSearchAppearances(businessIds: Iterable<string>, text: string) {
      const day = dayOf(now());
      const words = searchWords(text);
      for (const businessId of new Set(businessIds)) {
        const business = counts.dayOf(businessId, day);
        business.searchAppearances++;
        for (const word of words) counts.addWord(business, word, 1);
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
