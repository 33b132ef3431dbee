import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  connectDatabase,
  createRateLimitStore,
  hitRateCounter,
  readRateCounter,
  sweepRateCounters,
  type DatabaseHandle,
  type Db,
  type RateCount,
} from '@tradeforge/db';
import { buildSecondInstance, useTestApi } from './helper';
import { createBusiness, createProduct, signIn } from './factories';

/** Small limits, so a test reaches them; two instances on the one database, as behind a load balancer. */
const api = useTestApi({
  RATE_LIMIT_WRITES_PER_MINUTE: '3',
  RATE_LIMIT_CONTENT_PER_HOUR: '2',
  RATE_LIMIT_SEARCH_PER_MINUTE: '4',
});
let second: { app: FastifyInstance; handle: DatabaseHandle };

beforeAll(async () => {
  const { app, handle } = await buildSecondInstance(api);
  await app.ready();
  second = { app, handle };
});
afterAll(async () => {
  await second?.app.close();
  await second?.handle.close();
});

const search = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/search/product',
    remoteAddress: ip,
    payload: { textQuery: 'valve', skip: 0, size: 5 },
  });
const follow = (
  app: FastifyInstance,
  as: { headers: Record<string, string>; remoteAddress?: string },
  businessId: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/social/follow/business',
    ...as,
    payload: { resourceID: businessId },
  });

describe('rate limits shared by instances', () => {
  it('counts the searches of one address at once in an instance, and shares them with the other instances', async () => {
    const ip = '198.51.100.7';
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await search(api.app, ip)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200]);

    // Counted in the process: the fifth is refused at once, before the hits are shared.
    const refused = await search(api.app, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().error).toMatchObject({ name: 'TooManyRequests' });
    expect(refused.json().error.message).toMatch(/^Too many searches from this address; please try again in/);

    // Shared with the database within a quarter second, in one statement.
    const shared = async () =>
      (
        await api.database.db.execute<{ hits: number }>(
          sql`select hits from rate_limit_counters where key like ${`%:ip:${ip}`}`,
        )
      ).rows[0]?.hits;
    await vi.waitFor(async () => expect(await shared()).toBe(5), { timeout: 5_000, interval: 50 });
    // The other instance learns them when it shares its own hit, and refuses from then on: counting alone, it would
    // allow four.
    let allowedThere = 0;
    await vi.waitFor(
      async () => {
        const answer = await search(second.app, ip);
        if (answer.statusCode === 200) allowedThere++;
        expect(answer.statusCode).toBe(429);
      },
      { timeout: 5_000, interval: 400 },
    );
    expect(allowedThere).toBeLessThan(4);
    // Another address still searches.
    expect((await search(api.app, '198.51.100.8')).statusCode).toBe(200);
  });

  it('limits each write route per user across instances, whatever address the user comes from', async () => {
    const user = await signIn(api);
    const other = await signIn(api);
    const { id } = await createBusiness(api.database.db);
    const from = (ip: string) => ({ headers: user.headers, remoteAddress: ip });
    expect((await follow(api.app, from('203.0.113.1'), id)).statusCode).toBe(200);
    expect((await follow(second.app, from('203.0.113.2'), id)).statusCode).toBe(200);
    expect((await follow(api.app, from('203.0.113.3'), id)).statusCode).toBe(200);

    const refused = await follow(second.app, from('203.0.113.4'), id);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.message).toMatch(/^You are making changes too quickly; please try again in/);
    // Someone else, and another write route of the same user, have counters of their own.
    expect((await follow(api.app, other, id)).statusCode).toBe(200);
    const unfollow = await second.app.inject({
      method: 'DELETE',
      url: `/api/social/follow/${id}`,
      headers: user.headers,
    });
    expect(unfollow.statusCode).toBe(200);
  });

  it('gives comments a tighter hourly budget per user', async () => {
    const user = await signIn(api);
    const business = await createBusiness(api.database.db);
    const product = await createProduct(api.database.db, business.id);
    const comment = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/social/comments/make-comment',
        headers: user.headers,
        payload: { resourceID: product.id, resourceType: 'product', content: 'Lead time for 200?' },
      });
    expect((await comment(api.app)).statusCode).toBe(200);
    expect((await comment(second.app)).statusCode).toBe(200);
    const refused = await comment(api.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^You have posted or sent too much in the last hour;/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('leaves reads unlimited', async () => {
    const user = await signIn(api);
    for (let i = 0; i < 5; i++) {
      const response = await api.app.inject({ url: '/api/user/profile', headers: user.headers });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('the PostgreSQL counter', () => {
  it('starts a new window once the old one is over, and the sweep removes ended windows only', async () => {
    const { db } = api.database;
    expect(await hitRateCounter(db, 'test:a', 60_000)).toMatchObject({ current: 1 });
    expect(await hitRateCounter(db, 'test:a', 60_000)).toMatchObject({ current: 2 });
    await hitRateCounter(db, 'test:b', 60_000);
    await db.execute(sql`update rate_limit_counters set expires_at = now() - interval '1 second'
      where key = 'test:a'`);
    expect(await sweepRateCounters(db)).toBeGreaterThanOrEqual(1);
    const left = await db.execute<{ key: string }>(
      sql`select key from rate_limit_counters where key like 'test:%' order by key`,
    );
    expect(left.rows.map((row) => row.key)).toEqual(['test:b']);
    const fresh = await hitRateCounter(db, 'test:a', 60_000);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(59_000);
  });

  it('counts parallel hits exactly', async () => {
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => hitRateCounter(api.database.db, 'test:parallel', 60_000)),
    );
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('commits a hit without a WAL flush, and leaves its connection as it was', async () => {
    // One connection, so that the next statement runs where the hit ran.
    const single = connectDatabase({ connectionString: api.database.url, max: 1 });
    try {
      // The test server runs with it off for speed; production's default is on.
      await single.pool.query('set synchronous_commit = on');
      expect(await hitRateCounter(single.db, 'test:unflushed', 60_000)).toMatchObject({ current: 1 });
      const setting = await single.pool.query<{ synchronous_commit: string }>('show synchronous_commit');
      expect(setting.rows[0]!.synchronous_commit).toBe('on');
    } finally {
      await single.close();
    }
  });

  describe('hits counted in batches', () => {
    const route = { routeInfo: { method: 'POST', url: '/search' }, batched: true };
    type Store = {
      incr: (key: string, callback: (error: Error | null, count?: RateCount) => void, window: number) => void;
    };
    const hit = (store: Store, key = 'ip:1', windowMs = 60_000) =>
      new Promise<RateCount>((resolve, reject) =>
        store.incr(key, (error, count) => (error ? reject(error) : resolve(count!)), windowMs),
      );
    const inDatabase = async (prefix: string) =>
      (await readRateCounter(api.database.db, `${prefix}:POST/search:ip:1`)).current;

    it('counts in the process, and each instance learns the hits of the others when it shares its own', async () => {
      const instances = [1, 2].map(() =>
        createRateLimitStore(api.database.db, { prefix: 'test-batched', shareEveryMs: 3_600_000 }),
      );
      const [a, b] = instances.map((Store) => new Store().child(route));
      expect((await hit(a!)).current).toBe(1);
      expect((await hit(a!)).current).toBe(2);
      // No statement a hit.
      expect(await inDatabase('test-batched')).toBe(0);
      await instances[0]!.share();
      expect(await inDatabase('test-batched')).toBe(2);

      expect((await hit(b!)).current).toBe(1);
      await instances[1]!.share();
      expect(await inDatabase('test-batched')).toBe(3);
      const learned = await hit(b!);
      expect(learned.current).toBe(4);
      expect(learned.ttl).toBeGreaterThan(55_000);
      expect(learned.ttl).toBeLessThanOrEqual(60_000);

      // The first instance knows its own hits until it shares them.
      expect((await hit(a!)).current).toBe(3);
      await instances[0]!.share();
      expect((await hit(a!)).current).toBe(5);
      await Promise.all(instances.map((Store) => Store.close()));
      expect(await inDatabase('test-batched')).toBe(6);
    });

    it('keeps the hits it failed to share while their window lasts, and shares them with the next batch', async () => {
      let down = true;
      const { db } = api.database;
      // The database, unreachable until `down` is false.
      const flaky = {
        execute: (query: never) => (down ? Promise.reject(new Error('down')) : db.execute(query)),
      };
      const errors: unknown[] = [];
      const Store = createRateLimitStore(flaky as unknown as Db, {
        prefix: 'test-flaky',
        shareEveryMs: 3_600_000,
        onShareError: (error) => errors.push(error),
      });
      const store = new Store().child(route);
      for (let i = 1; i <= 3; i++) expect((await hit(store)).current).toBe(i);
      // Hits in a window of 50 ms, which is over by the time the database is back.
      await hit(store, 'ip:2', 50);
      await Store.share();
      expect(errors).toHaveLength(1);
      expect((await hit(store)).current).toBe(4);
      await new Promise((resolve) => setTimeout(resolve, 100));
      down = false;
      await Store.close();
      expect(await inDatabase('test-flaky')).toBe(4);
      // The hits of the window that is over went with it: no row was written for them.
      const rows = await api.database.db.execute(
        sql`select 1 from rate_limit_counters where key = 'test-flaky:POST/search:ip:2'`,
      );
      expect(rows.rows).toHaveLength(0);
    });
  });
});
