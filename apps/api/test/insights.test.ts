import { describe, expect, it, vi } from 'vitest';
import type { BusinessInsights } from '@tradeforge/contracts';
import { schema } from '@tradeforge/db';
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

  it('answers the totals and the top products as of one moment, while flushes land', async () => {
    const { owner, business } = await managedBusiness();
    const pump = await createProduct(api.database.db, business.id, { name: 'Vane Pump' });
    const until = Date.now() + 2_000;
    const views = (async () => {
      while (Date.now() < until) {
        await view('product', pump.id);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    let reads = 0;
    while (Date.now() < until || reads < 10) {
      const insights = await insightsOf(business.id, owner.headers);
      const topViews = insights.topProducts.reduce((total, product) => total + product.views, 0);
      expect(topViews).toBe(insights.totals.productViews);
      reads++;
    }
    await views;
    // The reads above saw views land: the check compared counts, not two empty answers.
    await insightsOnceFlushed(
      () => insightsOf(business.id, owner.headers),
      (value) => expect(value.totals.productViews).toBeGreaterThan(10),
    );
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
