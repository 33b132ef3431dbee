import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@tradeforge/db';
import { createInsightsCounter } from '../src/modules/insights';
import { createBusiness, createProduct } from './factories';
import { useTestApi } from './helper';

const api = useTestApi();

describe('the insights counter', () => {
  const dailyOf = async (businessId: string) => {
    const [row] = await api.database.db
      .select()
      .from(schema.insightsDaily)
      .where(eq(schema.insightsDaily.businessId, businessId));
    return row;
  };

  const wordsOf = async (businessId: string) =>
    Object.fromEntries(
      (
        await api.database.db
          .select()
          .from(schema.insightsSearchWords)
          .where(eq(schema.insightsSearchWords.businessId, businessId))
      ).map((row) => [row.word, row.count]),
    );

  it('keeps counts in memory until a flush adds them, and flushes on close', async () => {
    const business = await createBusiness(api.database.db);
    const counter = createInsightsCounter({ db: api.database.db, flushMs: 0 });
    for (let at = 0; at < 5; at++) counter.countBusinessView(business.id, `address:10.1.0.${at}`);
    expect(await dailyOf(business.id)).toBeUndefined();
    await counter.flush();
    expect(await dailyOf(business.id)).toMatchObject({ profileViews: 5 });
    counter.countBusinessView(business.id, 'address:10.1.0.9');
    counter.countSearchAppearances([business.id, business.id], 'pumps');
    await counter.close();
    expect(await dailyOf(business.id)).toMatchObject({ profileViews: 6, searchAppearances: 1 });
  });

  it('adds the batches of two instances flushing at once, and drops counts of a deleted business', async () => {
    const business = await createBusiness(api.database.db);
    const gone = await createBusiness(api.database.db);
    const one = createInsightsCounter({ db: api.database.db, flushMs: 0 });
    const two = createInsightsCounter({ db: api.database.db, flushMs: 0 });
    for (let at = 0; at < 40; at++) {
      one.countBusinessView(business.id, `address:10.2.0.${at}`);
      two.countBusinessView(business.id, `address:10.2.1.${at}`);
    }
    one.countBusinessView(gone.id, 'address:10.2.0.1');
    await api.database.db.delete(schema.businesses).where(eq(schema.businesses.id, gone.id));
    await Promise.all([one.flush(), two.flush()]);
    expect(await dailyOf(business.id)).toMatchObject({ profileViews: 80 });
    expect(await dailyOf(gone.id)).toBeUndefined();
  });

  it('counts a viewer once per page in 30 minutes, whichever instance the views reach', async () => {
    const business = await createBusiness(api.database.db);
    const product = await createProduct(api.database.db, business.id);
    // Early in a UTC day, so the 31 minutes below stay in one day's row (run at 23:50, they crossed midnight).
    let now = Date.parse(`${new Date().toISOString().slice(0, 10)}T01:00:00Z`);
    const one = createInsightsCounter({ db: api.database.db, flushMs: 0, now: () => now });
    const two = createInsightsCounter({ db: api.database.db, flushMs: 0, now: () => now });
    const viewer = 'address:10.3.0.1';
    expect(one.countBusinessView(business.id, viewer)).toBe(true);
    expect(one.countBusinessView(business.id, viewer)).toBe(false);
    expect(two.countBusinessView(business.id, viewer)).toBe(true);
    expect(two.countProductView(product.id, business.id, viewer)).toBe(true);
    await Promise.all([one.flush(), two.flush()]);
    await Promise.all([two.flush(), one.flush()]);
    expect(await dailyOf(business.id)).toMatchObject({ profileViews: 1, productViews: 1 });

    // A third instance has not seen the viewer: the database has, 29 minutes ago.
    now += 29 * 60_000;
    const three = createInsightsCounter({ db: api.database.db, flushMs: 0, now: () => now });
    expect(three.countBusinessView(business.id, viewer)).toBe(true);
    await three.flush();
    expect(await dailyOf(business.id)).toMatchObject({ profileViews: 1 });
    now += 2 * 60_000;
    expect(one.countBusinessView(business.id, viewer)).toBe(true);
    expect(two.countBusinessView(business.id, viewer)).toBe(true);
    await Promise.all([one.flush(), two.flush()]);
    expect(await dailyOf(business.id)).toMatchObject({ profileViews: 2, productViews: 1 });

    // Marks go an hour (twice the window) after their view; the next flush a minute on deletes them.
    now += 61 * 60_000;
    await one.flush();
    const marks = await api.database.db.select().from(schema.insightsViewMarks);
    expect(marks.filter((mark) => mark.seenAt.getTime() < now - 60 * 60_000)).toEqual([]);
  });

  it('counts every word of a text as a word, "null" too', async () => {
    const business = await createBusiness(api.database.db);
    const counter = createInsightsCounter({ db: api.database.db, flushMs: 0 });
    counter.countSearchAppearances([business.id], 'Null valves');
    counter.countSearchAppearances([business.id], 'valves');
    await counter.flush();
    expect(await wordsOf(business.id)).toEqual({ null: 1, valves: 2 });
  });

  it('writes a large batch in several transactions, and keeps what a failed one did not write', async () => {
    const businesses = await Promise.all(Array.from({ length: 3 }, () => createBusiness(api.database.db)));
    // More rows than one transaction takes: 3 business days and 3 x 1,500 words.
    const texts = Array.from({ length: 250 }, (_, at) =>
      Array.from({ length: 6 }, (_, word) => `w${at * 6 + word}`).join(' '),
    );
    let writes = 0;
    let failing = true;
    const db = new Proxy(api.database.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return (...args: Parameters<typeof target.transaction>) => {
          writes++;
          if (failing && writes === 2) return Promise.reject(new Error('connection lost'));
          return target.transaction(...args);
        };
      },
    });
    const counter = createInsightsCounter({ db, flushMs: 0 });
    for (const text of texts)
      counter.countSearchAppearances(
        businesses.map((business) => business.id),
        text,
      );
    await expect(counter.flush()).rejects.toThrow('connection lost');
    const written = (await Promise.all(businesses.map((business) => wordsOf(business.id)))).reduce(
      (sum, words) => sum + Object.keys(words).length,
      0,
    );
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(4_500);
    failing = false;
    writes = 0;
    await counter.flush();
    expect(writes).toBeGreaterThan(1);
    for (const business of businesses) {
      const words = await wordsOf(business.id);
      expect(Object.keys(words)).toHaveLength(1_500);
      expect(Object.values(words).every((count) => count === 1)).toBe(true);
      expect(await dailyOf(business.id)).toMatchObject({ searchAppearances: 250 });
    }
  });
});
