import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SAVED_SEARCHES_LIMIT } from '@tradeforge/contracts';
import { connectDatabase, schema, type DatabaseHandle, type Db } from '@tradeforge/db';
import { createSavedSearchJob } from '../src/modules/saved-searches';
import { createSearchService } from '../src/modules/search';
import { createBusiness, createProduct, signIn } from './factories';
import { useTestApi } from './helper';
import { findLine, notificationCalls, type Headers } from './notifications-support';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0', SAVED_SEARCH_JOB_INTERVAL_SECONDS: '0' });
/** The daily check on a database, matching texts with search's compiler as the API's own job does. */
const checkJob = (db: Db = api.database.db) =>
  createSavedSearchJob({ db, tsqueryOf: createSearchService(db).exactTsquery });
const { call, list } = notificationCalls(api);
const save = (headers: Headers, payload: object) => call('POST', '/saved-searches', headers, payload);
const valves = { kind: 'products', query: { textQuery: 'ball valve' } };

/**
 * Every saved search as if its last check had run now, a day and an hour ago: it is due, and the rows there now are
 * the ones that check saw.
 */
const checkedADayAgo = () =>
  api.database.db.execute(
    sql`update saved_searches set checked_at = now() - interval '25 hours', checked_snapshot = pg_current_snapshot()`,
  );
/** One saved search due again, its last check's snapshot kept. */
const dueAgain = (id: string) =>
  api.database.db.execute(
    sql`update saved_searches set checked_at = now() - interval '25 hours' where id = ${id}`,
  );

let second: DatabaseHandle;
beforeAll(() => {
  second = connectDatabase({ connectionString: api.database.url, max: 2 });
});
afterAll(async () => second?.close());

describe('saved searches', () => {
  it('saves a search once, lists it, opens it and deletes it', async () => {
    const user = await signIn(api);
    const first = await save(user.headers, {
      kind: 'businesses',
      query: { textQuery: ' pumps ', businessType: 'MA', countries: ['us', 'CA'], tiers: ['gold'] },
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json().data;
    expect(saved).toMatchObject({
      name: 'pumps - Manufacturers',
      kind: 'businesses',
      query: { textQuery: 'pumps', businessType: 'MA', countries: ['CA', 'US'], tiers: ['gold'] },
      newResults: 0,
    });
    // The same search again (other order, empty lists) is the one already kept.
    const again = await save(user.headers, {
      kind: 'businesses',
      query: {
        textQuery: 'pumps',
        businessType: 'MA',
        countries: ['CA', 'US'],
        tiers: ['gold'],
        industries: [],
      },
    });
    expect(again.json().data.id).toBe(saved.id);
    await save(user.headers, { ...valves, name: 'Valves for the plant' });
    const mine = (await call('GET', '/saved-searches', user.headers)).json().data.searches;
    expect(mine.map((item: { name: string }) => item.name)).toEqual([
      'Valves for the plant',
      'pumps - Manufacturers',
    ]);

    const stranger = await signIn(api);
    expect((await call('GET', '/saved-searches', stranger.headers)).json().data.searches).toEqual([]);
    expect((await call('DELETE', `/saved-searches/${saved.id}`, stranger.headers)).statusCode).toBe(404);
    expect((await call('POST', `/saved-searches/${saved.id}/seen`, stranger.headers)).statusCode).toBe(404);
    expect((await call('POST', `/saved-searches/${saved.id}/seen`, user.headers)).statusCode).toBe(200);
    expect((await call('DELETE', `/saved-searches/${saved.id}`, user.headers)).statusCode).toBe(200);
    expect((await call('GET', '/saved-searches', user.headers)).json().data.searches).toHaveLength(1);
    expect((await call('GET', '/saved-searches', {})).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a search the search contract refuses', async () => {
    const user = await signIn(api);
    const fieldOf = async (payload: object) => {
      const response = await save(user.headers, payload);
      expect(response.statusCode).toBe(400);
      return JSON.stringify(response.json().error);
    };
    expect(await fieldOf({ kind: 'products', query: { textQuery: 'x', country: 'US' } })).toContain(
      'country',
    );
    expect(await fieldOf({ kind: 'businesses', query: { textQuery: 'x' } })).toContain('businessType');
    expect(await fieldOf({ kind: 'businesses', query: { textQuery: 'x', businessType: 'ZZ' } })).toContain(
      'businessType',
    );
    expect(await fieldOf({ kind: 'products', query: { textQuery: 'x', tiers: ['diamond'] } })).toContain(
      'tiers',
    );
    expect(await fieldOf({ kind: 'people', query: { textQuery: 'x' } })).toContain('kind');
    expect(await fieldOf({ ...valves, query: { textQuery: 'x', skip: 5 } })).toContain('skip');
  });

  it(`keeps at most ${SAVED_SEARCHES_LIMIT} searches per user`, async () => {
    const user = await signIn(api);
    for (let at = 0; at < SAVED_SEARCHES_LIMIT; at++)
      expect(
        (await save(user.headers, { kind: 'products', query: { textQuery: `part ${at}` } })).statusCode,
      ).toBe(200);
    const over = await save(user.headers, { kind: 'products', query: { textQuery: 'one more' } });
    expect(over.statusCode).toBe(409);
  });
});

describe('the daily saved-search check', () => {
  it('counts the new matches since the last check and notifies the owner', async () => {
    const user = await signIn(api);
    const search = (
      await save(user.headers, { ...valves, query: { textQuery: 'ball valve', tiers: ['gold'] } })
    ).json().data;
    const gold = await createBusiness(api.database.db, { subscription: 'gold' });
    const standard = await createBusiness(api.database.db);
    await createProduct(api.database.db, gold.id, { name: 'Old Ball Valve' });
    await checkedADayAgo();
    await createProduct(api.database.db, gold.id, { name: 'Brass Ball Valve' });
    await createProduct(api.database.db, standard.id, { name: 'Steel Ball Valve' });
    await createProduct(api.database.db, gold.id, { name: 'Gear Pump', description: 'Pumps oil.' });

    const run = await checkJob().run();
    expect(run.ran).toBe(true);
    expect(run.notified).toContain(search.id);
    const listed = (await call('GET', '/saved-searches', user.headers)).json().data.searches;
    expect(listed.find((item: { id: string }) => item.id === search.id).newResults).toBe(1);
    const line = findLine(await list(user.headers), 'search', search.id);
    expect(line).toMatchObject({ object: { type: 'search', title: 'ball valve - Products' }, actors: [] });

    // Checked: not due again until tomorrow.
    const later = await checkJob().run();
    expect(later.notified).not.toContain(search.id);
    // Opening it clears the count; deleting it removes its notification.
    await call('POST', `/saved-searches/${search.id}/seen`, user.headers);
    expect((await call('GET', '/saved-searches', user.headers)).json().data.searches[0].newResults).toBe(0);
    await call('DELETE', `/saved-searches/${search.id}`, user.headers);
    expect(findLine(await list(user.headers), 'search', search.id)).toBeUndefined();
  });

  it('matches a model number as search does, with or without its hyphen', async () => {
    const user = await signIn(api);
    const asTyped = (await save(user.headers, { kind: 'products', query: { textQuery: 'QX-481' } })).json()
      .data;
    const joined = (await save(user.headers, { kind: 'products', query: { textQuery: 'qx481' } })).json()
      .data;
    const maker = await createBusiness(api.database.db);
    await checkedADayAgo();
    await createProduct(api.database.db, maker.id, { name: 'Panel PC QX-481' });
    await createProduct(api.database.db, maker.id, { name: 'Panel PC QX-482' });
    await checkJob().run();
    const listed = (await call('GET', '/saved-searches', user.headers)).json().data.searches as {
      id: string;
      newResults: number;
    }[];
    expect(listed.find((item) => item.id === asTyped.id)?.newResults).toBe(1);
    expect(listed.find((item) => item.id === joined.id)?.newResults).toBe(1);
  });

  it('matches a code written apart or joined, as search does', async () => {
    const user = await signIn(api);
    const saved = async (textQuery: string) =>
      (await save(user.headers, { kind: 'products', query: { textQuery } })).json().data.id as string;
    const volts = await saved('24v relay');
    const rated = await saved('ip 67');
    const s7 = await saved('s7');
    const maker = await createBusiness(api.database.db);
    await checkedADayAgo();
    await createProduct(api.database.db, maker.id, {
      name: 'Coil Relay',
      specs: [{ key: 'Coil', value: '24 V DC' }],
    });
    await createProduct(api.database.db, maker.id, { name: 'Junction Box IP67' });
    // "s" is a stop word: "s7" is not searched as "7".
    await createProduct(api.database.db, maker.id, { name: 'Seven Bar Gauge', description: 'Up to 7 bar.' });
    await checkJob().run();
    const listed = (await call('GET', '/saved-searches', user.headers)).json().data.searches as {
      id: string;
      newResults: number;
    }[];
    const found = (id: string) => listed.find((item) => item.id === id)?.newResults;
    expect([found(volts), found(rated), found(s7)]).toEqual([1, 1, 0]);
  });

  it('matches businesses by type and country, and mails the owner who asked for mails', async () => {
    const user = await signIn(api);
    await call('PUT', '/notifications/settings', user.headers, {
      settings: [{ kind: 'search', delivery: 'mail' }],
    });
    const search = (
      await save(user.headers, {
        kind: 'businesses',
        query: { textQuery: 'robotics', businessType: 'DI', country: 'CA' },
      })
    ).json().data;
    await checkedADayAgo();
    await createBusiness(api.database.db, {
      companyName: 'North Robotics',
      businessTypeCode: 'DI',
      countryCode: 'CA',
    });
    await createBusiness(api.database.db, {
      companyName: 'South Robotics',
      businessTypeCode: 'DI',
      countryCode: 'US',
    });
    await createBusiness(api.database.db, {
      companyName: 'West Robotics',
      businessTypeCode: 'MA',
      countryCode: 'CA',
    });
    await checkJob().run();
    const listed = (await call('GET', '/saved-searches', user.headers)).json().data.searches;
    expect(listed[0]).toMatchObject({ id: search.id, newResults: 1 });
    const [row] = await api.database.db
      .select({ mail: schema.notifications.mail })
      .from(schema.notifications)
      .where(eq(schema.notifications.objectId, search.id));
    expect(row?.mail).toBe('now');
  });

  it('counts a row whose transaction began before a check and committed after it at the next check', async () => {
    const user = await signIn(api);
    const search = (
      await save(user.headers, { kind: 'products', query: { textQuery: 'torque wrench' } })
    ).json().data;
    const maker = await createBusiness(api.database.db);
    await checkedADayAgo();
    // The product's transaction begins (its creation time is now) and is still open while the check runs.
    await second.db.transaction(async (tx) => {
      await createProduct(tx, maker.id, { name: 'Torque Wrench' });
      const during = await checkJob().run();
      expect(during.notified).not.toContain(search.id);
    });
    await dueAgain(search.id);
    const after = await checkJob().run();
    expect(after.notified).toContain(search.id);
    const listed = (await call('GET', '/saved-searches', user.headers)).json().data.searches;
    expect(listed.find((item: { id: string }) => item.id === search.id).newResults).toBe(1);
    // Seen once: not counted again.
    await dueAgain(search.id);
    expect((await checkJob().run()).notified).not.toContain(search.id);
  });

  it('skips a round while another instance holds the lock; two instances at once check each search once', async () => {
    const user = await signIn(api);
    const search = (
      await save(user.headers, { kind: 'products', query: { textQuery: 'hydraulic hose' } })
    ).json().data;
    await checkedADayAgo();
    const business = await createBusiness(api.database.db);
    await createProduct(api.database.db, business.id, { name: 'Hydraulic Hose', description: 'A hose.' });

    const one = checkJob();
    const two = checkJob(second.db);
    await api.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saved_search_job'))`);
      expect((await two.run()).ran).toBe(false);
    });
    const runs = await Promise.all([one.run(), two.run(), one.run(), two.run()]);
    expect(runs.filter((run) => run.notified.includes(search.id))).toHaveLength(1);
    const listed = (await call('GET', '/saved-searches', user.headers)).json().data.searches;
    expect(listed[0].newResults).toBe(1);
    const page = await list(user.headers);
    expect(page.notifications.filter((item) => item.object.id === search.id)).toHaveLength(1);
  });
});
