import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BusinessInsights } from '@tradeforge/contracts';
import { schema } from '@tradeforge/db';
import { createInsightsCounter } from '../src/modules/insights';
import { createBusiness, createProduct, signIn } from './factories';
import { useTestApi } from './helper';
import { notificationCalls, type Headers } from './notifications-support';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0', INSIGHTS_FLUSH_MS: '100' });
const { call, like, follow } = notificationCalls(api);
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
let address = 0;

/** A beacon from its own client address (unless one is given: the per-address allowance is tested on its own). */
async function view(
  type: 'business' | 'product',
  id: string,
  headers: Headers = {},
  agent = BROWSER,
  from = `10.0.${Math.floor(++address / 250)}.${address % 250}`,
) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/insights/views',
    headers: { ...headers, 'user-agent': agent },
    remoteAddress: from,
    payload: { type, id },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.counted as boolean;
}

const insightsOf = async (businessId: string, headers: Headers, days = 7) => {
  const response = await call('GET', `/business/${businessId}/insights?days=${days}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data as BusinessInsights;
};
/** Reads the insights until the next flushes (every 100 ms here) have written what `check` expects. */
const insightsOnceFlushed = (
  read: () => Promise<BusinessInsights>,
  check: (value: BusinessInsights) => void,
) =>
  vi.waitFor(
    async () => {
      const value = await read();
      check(value);
      return value;
    },
    { timeout: 5000, interval: 100 },
  );

async function managedBusiness() {
  const owner = await signIn(api);
  const business = await createBusiness(api.database.db, { ownerId: owner.user.id });
  return { owner, business };
}

describe('counting views', () => {
  it('counts views of visitors and other users, not of bots or the business’s own members', async () => {
    const { owner, business } = await managedBusiness();
    const member = await signIn(api);
    await api.database.db
      .insert(schema.businessMembers)
      .values({ businessId: business.id, userId: member.user.id, access: 'member' });
    const stranger = await signIn(api);

    expect(await view('business', business.id)).toBe(true);
    expect(await view('business', business.id, stranger.headers)).toBe(true);
    expect(await view('business', business.id, owner.headers)).toBe(false);
    expect(await view('business', business.id, member.headers)).toBe(false);
    expect(await view('business', business.id, {}, 'Googlebot/2.1 (+http://www.google.com/bot.html)')).toBe(
      false,
    );
    expect(await view('business', business.id, {}, 'curl/8.5.0')).toBe(false);
    expect(await view('business', business.id, {}, '')).toBe(false);

    const insights = await insightsOnceFlushed(
      () => insightsOf(business.id, owner.headers),
      (value) => expect(value.totals.profileViews).toBeGreaterThanOrEqual(2),
    );
    expect(insights.totals.profileViews).toBe(2);
    expect(insights.days).toHaveLength(7);
    expect(insights.days.at(-1)).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      profileViews: 2,
    });
    // Only counts are kept: nothing in the answer or the tables names a viewer.
    expect(JSON.stringify(insights)).not.toContain(stranger.user.id);
  });

  it('counts product views for the product and its business, and ranks the top products', async () => {
    const { owner, business } = await managedBusiness();
    const pump = await createProduct(api.database.db, business.id, { name: 'Gear Pump' });
    const valve = await createProduct(api.database.db, business.id, { name: 'Ball Valve' });
    for (let at = 0; at < 3; at++) await view('product', pump.id);
    await view('product', valve.id);
    expect(await view('product', '00000000-0000-4000-8000-000000000000')).toBe(false);
    const insights = await insightsOnceFlushed(
      () => insightsOf(business.id, owner.headers, 30),
      (value) => expect(value.totals.productViews).toBeGreaterThanOrEqual(4),
    );
    expect(insights.days).toHaveLength(30);
    expect(insights.totals).toMatchObject({ productViews: 4, profileViews: 0 });
    expect(insights.topProducts).toEqual([
      { productID: pump.id, name: 'Gear Pump', views: 3 },
      { productID: valve.id, name: 'Ball Valve', views: 1 },
    ]);
  });

  it('records search appearances and the words that found the business', async () => {
    const { owner, business } = await managedBusiness();
    await createProduct(api.database.db, business.id, { name: 'Zirconia Grinding Media' });
    for (const textQuery of ['zirconia media', 'zirconia'])
      expect(
        (await api.app.inject({ method: 'POST', url: '/api/search/product', payload: { textQuery } }))
          .statusCode,
      ).toBe(200);
    const insights = await insightsOnceFlushed(
      () => insightsOf(business.id, owner.headers),
      (value) => expect(value.totals.searchAppearances).toBeGreaterThanOrEqual(2),
    );
    expect(insights.totals.searchAppearances).toBe(2);
    expect(insights.topSearchWords).toEqual([
      { word: 'zirconia', count: 2 },
      { word: 'media', count: 1 },
    ]);
  });

  it('shows likes, follows, inquiries and the response time of the period', async () => {
    const { owner, business } = await managedBusiness();
    const buyer = await signIn(api);
    expect((await like(buyer.headers, 'business', business.id)).statusCode).toBe(200);
    expect((await follow(buyer.headers, business.id)).statusCode).toBe(200);
    await api.database.db.insert(schema.inquiryThreads).values({
      senderUserId: buyer.user.id,
      receiverBusinessId: business.id,
      subject: 'Quote for 200 valves',
      createdAt: new Date(Date.now() - 3 * 3_600_000),
      firstReplyAt: new Date(Date.now() - 3_600_000),
    });
    const insights = await insightsOf(business.id, owner.headers, 90);
    expect(insights.days).toHaveLength(90);
    expect(insights.totals).toMatchObject({ likes: 1, follows: 1, inquiries: 1, responseHours: 2 });
  });

  it('counts one view per viewer and page in 30 minutes: the address, or the user when signed in', async () => {
    const { owner, business } = await managedBusiness();
    const pump = await createProduct(api.database.db, business.id, { name: 'Screw Pump' });
    const reader = await signIn(api);
    expect(await view('business', business.id, {}, BROWSER, '10.8.0.1')).toBe(true);
    expect(await view('business', business.id, {}, BROWSER, '10.8.0.1')).toBe(false);
    expect(await view('product', pump.id, {}, BROWSER, '10.8.0.1')).toBe(true);
    expect(await view('product', pump.id, {}, BROWSER, '10.8.0.1')).toBe(false);
    expect(await view('business', business.id, reader.headers, BROWSER, '10.8.0.1')).toBe(true);
    expect(await view('business', business.id, reader.headers, BROWSER, '10.8.0.2')).toBe(false);
    // The review's pump: 65 beacons in a minute from one address for one page.
    const pumped = [];
    for (let at = 0; at < 65; at++) pumped.push(await view('business', business.id, {}, BROWSER, '10.8.0.3'));
    expect(pumped.filter(Boolean)).toHaveLength(1);

    const insights = await insightsOnceFlushed(
      () => insightsOf(business.id, owner.headers),
      (value) => expect(value.totals.profileViews).toBeGreaterThanOrEqual(3),
    );
    expect(insights.totals).toMatchObject({ profileViews: 3, productViews: 1 });
    expect(insights.topProducts).toEqual([{ productID: pump.id, name: 'Screw Pump', views: 1 }]);
    // What marks a counted view names neither the address nor the user.
    const marks = JSON.stringify(await api.database.db.select().from(schema.insightsViewMarks));
    expect(marks).not.toContain('10.8.0.1');
    expect(marks).not.toContain(reader.user.id);
  });

  it('stops counting a client address past its allowance per minute', async () => {
    const { business } = await managedBusiness();
    const products = [];
    for (let at = 0; at < 61; at++) products.push(await createProduct(api.database.db, business.id));
    const counted = [];
    for (const product of products) counted.push(await view('product', product.id, {}, BROWSER, '10.9.9.9'));
    expect(counted.filter(Boolean)).toHaveLength(60);
    expect(counted.at(-1)).toBe(false);
    expect(await view('business', business.id)).toBe(true);
  });

  it('lets only the owners and admins read the insights', async () => {
    const { business } = await managedBusiness();
    const admin = await signIn(api);
    const member = await signIn(api);
    await api.database.db.insert(schema.businessMembers).values([
      { businessId: business.id, userId: admin.user.id, access: 'admin' },
      { businessId: business.id, userId: member.user.id, access: 'member' },
    ]);
    const stranger = await signIn(api);
    const status = async (headers: Headers, query = '') =>
      (await call('GET', `/business/${business.id}/insights${query}`, headers)).statusCode;
    expect(await status(admin.headers)).toBe(200);
    expect(await status(member.headers)).toBe(403);
    expect(await status(stranger.headers)).toBe(403);
    expect(await status({})).toBe(401);
    expect(await status(admin.headers, '?days=14')).toBe(400);
    expect(
      (await call('GET', `/business/00000000-0000-4000-8000-000000000000/insights`, admin.headers))
        .statusCode,
    ).toBe(404);
  });
});

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
