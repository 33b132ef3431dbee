import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBusiness } from './factories';
import { useTestApi } from './helper';
import { bothRankings, expectSameRankings, texts, WORDS } from './search-memory-support';
import { seededRandom } from './search-memory-rank-cases';
import { checkTermFilters } from '../src/modules/search/term-filters';
import { createQueryCompiler } from '../src/modules/search/compile';
import { createSearchMemory, type SearchMemory } from '../src/modules/search/memory/search-memory';
import * as repository from '../src/modules/search/repository';
import { createSearchService } from '../src/modules/search';

/*
 * The in-memory product index answers exactly what PostgreSQL's ranking statements answer: the same ids in the same
 * order, the same totals, under the same generation, for whole, partial and prefix texts, with filters, past the cap,
 * and after writes, hides, tier changes and deletes that come after it was loaded.
 */

const api = useTestApi();
const silent = { info: () => {}, error: () => {} };
const noTerms = checkTermFilters({});
const filterSets = [
  {},
  { industries: ['0005'] },
  { tiers: ['gold', 'premium'] },
  { industries: ['0001'], tiers: ['standard'] },
];

let businesses: { id: string }[] = [];

beforeAll(async () => {
  const db = api.database.db;
  businesses = [
    await createBusiness(db, { companyName: 'Orlen Pumps' }),
    await createBusiness(db, { companyName: 'Vesta Valves', subscription: 'gold' }),
    await createBusiness(db, { companyName: 'Kappa Gears', subscription: 'premium', verified: true }),
    await createBusiness(db, { companyName: 'Delta Seals', verified: true }),
  ];
  const { next } = seededRandom(7);
  const pick = (count: number) =>
    Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)]);
  const rows = Array.from({ length: 300 }, (_, at) => ({
    business: businesses[at % businesses.length]!.id,
    name: pick(1 + Math.floor(next() * 3)).join(' '),
    description: `${pick(2 + Math.floor(next() * 12)).join(' ')}. Quality materials, one year warranty.`,
    industry: next() < 0.5 ? '0001' : '0005',
    hidden: next() < 0.05,
  }));
  await db.execute(sql`
    insert into products (business_id, name, description, industry_id, category_id, created_at, hidden)
    select r.business, r.name, r.description, r.industry, r.industry || '-01', now() - r.at * interval '1 second', r.hidden
    from json_to_recordset(${JSON.stringify(rows.map((row, at) => ({ ...row, at })))}::json)
      as r(business uuid, name text, description text, industry text, hidden boolean, at int)
  `);
  // Past the cap: 1,200 more that all say "materials".
  await db.execute(sql`
    insert into products (business_id, name, description, industry_id, category_id, created_at)
    select ${businesses[0]!.id}::uuid, 'Bracket ' || i, 'Quality materials, one year warranty.', '0001', '0001-01',
      now() - interval '1 day' - i * interval '1 second'
    from generate_series(1, 1200) i
  `);
  // Two words of "materials zanthor quibble" in one product older than all of them: the 1,001 newest with one word
  // fill the others first, and the index then looks for rows with all the words but one only, walking the two
  // rarest words' rows.
  await db.execute(sql`
    insert into products (business_id, name, description, industry_id, category_id, created_at)
    values (${businesses[0]!.id}::uuid, 'Zanthor Quibble Clamp', 'A clamp.', '0001', '0001-01', now() - interval '3 days')
  `);
  // The same for "materials vortigern gribble", whose two rarest words are in too many rows to walk (one in 32 or
  // more), so that the rows with all the words but one are read as bits.
  await db.execute(sql`
    insert into products (business_id, name, description, industry_id, category_id, created_at)
    select ${businesses[0]!.id}::uuid, 'Vortigern Gasket ' || i, 'A gasket.', '0001', '0001-01',
      now() - interval '2 days' - i * interval '1 second'
    from generate_series(1, 60) i
    union all
    select ${businesses[0]!.id}::uuid, 'Vortigern Gribble Clamp', 'A clamp.', '0001', '0001-01', now() - interval '3 days'
  `);
});

let memory: SearchMemory;
afterAll(() => memory?.stop());

/** What PostgreSQL ranks for a product search, and what the index does (`bothRankings`). */
const productRankings = (text: string, filters: { industries?: string[]; tiers?: string[] }) =>
  bothRankings(
    api.database.db,
    memory,
    repository.listings.products({ filters, terms: noTerms }),
    filters,
    text,
  );

describe('the in-memory product index', () => {
  beforeAll(async () => {
    memory = createSearchMemory(api.database.db, 'products');
    await memory.start(silent);
  });

  it('ranks every text as PostgreSQL does, with and without filters, partial answers and the cap included', async () => {
    let compared = 0;
    for (const text of texts)
      for (const filters of filterSets)
        compared += expectSameRankings(
          await productRankings(text, filters),
          `${text} ${JSON.stringify(filters)}`,
        );
    expect(compared).toBeGreaterThan(60);
    // The common word passes the cap, so its candidates are the first in listing order.
    const common = await productRankings('materials', {});
    expect(common!.inSql[0]!.total).toBe(1001);
  });

  it('loads again a minute later when its load failed, ranking in PostgreSQL meanwhile (null)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const db = api.database.db;
    let down = true;
    // The database refuses the load's transaction while "down".
    const flaky = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'transaction' && down
          ? () => Promise.reject(new Error('the database is down'))
          : Reflect.get(target, key, receiver),
    });
    const retried = createSearchMemory(flaky, 'products');
    const errors: object[] = [];
    try {
      await retried.start({ info: () => {}, error: (details) => errors.push(details) });
      expect(errors).toHaveLength(1);
      const query = await createQueryCompiler(db).compile('pump', 'text');
      expect(await retried.rank(query!.all, {}, { check: true })).toBeNull();
      down = false;
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(async () =>
        expect(await retried.rank(query!.all, {}, { check: true })).not.toBeNull(),
      );
    } finally {
      retried.stop();
      vi.useRealTimers();
    }
  });

  it('answers null for search syntax it does not evaluate (a phrase, a negation)', async () => {
    const compiler = createQueryCompiler(api.database.db);
    for (const text of ['"steel valve"', 'pump -steel']) {
      const query = await compiler.compile(text, 'text');
      expect(await memory.rank(query!.all, {}, { check: true })).toBeNull();
    }
  });

  it('catches up on writes committed after it loaded: new, edited, hidden, re-tiered and deleted products', async () => {
    const db = api.database.db;
    const [added] = await db
      .execute<{ id: string }>(
        sql`
      insert into products (business_id, name, description, industry_id, category_id)
      values (${businesses[0]!.id}::uuid, 'Zanthium Pump', 'A zanthium pump.', '0001', '0001-01') returning id
    `,
      )
      .then((result) => result.rows);
    const first = await productRankings('zanthium', {});
    expect(first!.inMemory[0]!.ids).toBe(added!.id);
    expect(first!.inMemory).toEqual(first!.inSql);

    await db.execute(
      sql`update products set name = 'Quorvex Valve', description = 'A quorvex valve.' where id = ${added!.id}::uuid`,
    );
    expect((await productRankings('zanthium', {}))!.inMemory[0]!.total).toBe(0);
    expect((await productRankings('quorvex', {}))!.inMemory[0]!.ids).toBe(added!.id);

    await db.execute(
      sql`update businesses set subscription = 'platinum' where id = ${businesses[0]!.id}::uuid`,
    );
    const retiered = await productRankings('pump', {});
    expect(retiered!.inMemory).toEqual(retiered!.inSql);

    await db.execute(sql`update products set hidden = true where id = ${added!.id}::uuid`);
    expect((await productRankings('quorvex', {}))!.inMemory[0]!.total).toBe(0);
    await db.execute(sql`update products set hidden = false where id = ${added!.id}::uuid`);
    expect((await productRankings('quorvex', {}))!.inMemory[0]!.total).toBe(1);

    await db.execute(sql`delete from products where id = ${added!.id}::uuid`);
    const deleted = await productRankings('quorvex', {});
    expect(deleted!.inMemory[0]!.total).toBe(0);

    for (const text of texts.slice(0, 8)) expectSameRankings(await productRankings(text, {}), text);
  });

  it('serves product searches and their facets the same answers as PostgreSQL alone: pages, partial answers, counts', async () => {
    const db = api.database.db;
    const inSql = createSearchService(db);
    const inMemory = createSearchService(db, { memoryIndexes: true });
    const started = inMemory.startMemoryIndexes(silent);
    await started.loaded;
    try {
      for (const text of [
        'pump',
        'hydraulic pump',
        'stainless rotary gear',
        'hydralic',
        'materials',
        'valve hydr',
      ]) {
        // A first page ranks only the groups of tier and badge it reaches into; the next pages past them rank again.
        for (const [skip, size] of [
          [0, 5],
          [400, 5],
          [0, 50],
          [1, 50],
          [20, 50],
        ] as const) {
          const body = { textQuery: text, skip, size };
          expect(await inMemory.searchProducts(body), `${text} page ${skip}, ${size}`).toEqual(
            await inSql.searchProducts(body),
          );
        }
      }
      // Facet counts, over every match (past the cap too), under each other's filters, with chosen values at 0;
      // rare words too, whose few rows are walked rather than read as bits.
      for (const text of [...texts, 'zanthor', 'zanthor clamp', 'quibble valve'])
        for (const filters of [...filterSets, { industries: ['9999'] }]) {
          const body = { kind: 'products' as const, textQuery: text, ...filters };
          expect(await inMemory.searchFacets(body), `${text} ${JSON.stringify(filters)}`).toEqual(
            await inSql.searchFacets(body),
          );
        }

      // A write after the index was loaded: the page shows a newer generation, and the search ranks again.
      const [added] = await db
        .execute<{ id: string }>(
          sql`insert into products (business_id, name, description, industry_id, category_id)
            values (${businesses[1]!.id}::uuid, 'Brivex Coupling', 'A brivex coupling.', '0001', '0001-01') returning id`,
        )
        .then((result) => result.rows);
      const found = await inMemory.searchProducts({ textQuery: 'brivex', skip: 0, size: 50 });
      expect(found.results.map((product) => product.productID)).toEqual([added!.id]);
      // Facets count live rows only: an edited product's earlier row in the index once, a deleted one not at all.
      const brivex = { kind: 'products' as const, textQuery: 'brivex' };
      await db.execute(
        sql`update products set description = 'A brivex shaft coupling.' where id = ${added!.id}::uuid`,
      );
      const edited = await inMemory.searchFacets(brivex);
      expect(edited.tiers.map((tier) => tier.count)).toEqual([1]);
      expect(edited).toEqual(await inSql.searchFacets(brivex));
      await db.execute(sql`delete from products where id = ${added!.id}::uuid`);
      expect(
        (await inMemory.searchProducts({ textQuery: 'brivex coupling', skip: 0, size: 50 })).total_results,
      ).toBe(0);
      expect((await inMemory.searchFacets(brivex)).tiers).toEqual([]);
    } finally {
      started.stop();
    }
  });
});
