import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createCompleteBusiness, createProduct } from './factories';
import { recording, searchSupport } from './search-support';
import { useTestApi } from './helper';
import { createSearchService } from '../src/modules/search';
import * as repository from '../src/modules/search/repository';
import { connectDatabase } from '@tradeforge/db';

const api = useTestApi();
const { insertProducts } = searchSupport(api);

/** The word-forms statement: each word's tsquery with `simple` and with `english` (`findWordForms`). */
const wordForms = (statements: string[]) =>
  statements.filter((text) => text.includes("to_tsquery('simple'")).length;

beforeAll(async () => {
  const maker = await createBusiness(api.database.db, { companyName: 'Lakeshore Hydraulics' });
  await createProduct(api.database.db, maker.id, { name: 'Hydraulic Cylinder HC-40' });
  await createProduct(api.database.db, maker.id, { name: 'Gear Pump GP-7' });
});

describe('the statements a product search runs', () => {
  it('takes each word’s query from the whole query’s, asking only for words it has not met', async () => {
    const { db, statements } = recording(api.database.db);
    const search = createSearchService(db);
    const body = { skip: 0, size: 5, exact: false };
    // Compiling a text asks for the forms of the words it has not met (here both), once.
    const whole = await search.searchProducts({ ...body, textQuery: 'hydraulic cylinder' });
    expect(whole.total_results).toBe(1);
    expect(wordForms(statements)).toBe(1);

    // Only the new last word is asked for; the partial answer's words come from the whole query.
    const some = await search.searchProducts({ ...body, textQuery: 'hydraulic pump' });
    expect(some.partialMatch).toBe(true);
    expect(some.results.map((p) => p.name).sort()).toEqual(['Gear Pump GP-7', 'Hydraulic Cylinder HC-40']);
    expect(wordForms(statements)).toBe(2);

    // A last word that starts no known word stays a prefix match: the partial answer takes it as the compile wrote
    // it, and asks nothing more (before, a prefix match sent the words to be asked for again).
    const prefix = await search.searchProducts({ ...body, textQuery: 'hydraulic zzqv' });
    expect(prefix.partialMatch).toBe(true);
    expect(prefix.results.map((p) => p.name)).toEqual(['Hydraulic Cylinder HC-40']);
    expect(wordForms(statements)).toBe(3);
  });
});

describe('the statements of facet counts', () => {
  it('read the generation once, also when a partial answer is counted after the whole text', async () => {
    const { db, statements } = recording(api.database.db);
    const search = createSearchService(db);
    const indexes = search.startMemoryIndexes({ info: () => {}, error: () => {} });
    await indexes.loaded;
    try {
      const generations = () => statements.filter((text) => text.includes('from search_generations')).length;
      statements.length = 0;
      const facets = await search.searchFacets({ kind: 'products', textQuery: 'hydraulic pump' });
      // Counted for some of the words: the two products, one with each word.
      expect(facets.tiers.map((tier) => tier.count)).toEqual([2]);
      expect(generations()).toBe(1);
    } finally {
      indexes.stop();
    }
  });
});

describe('the page statements', () => {
  it('are planned once per connection, whatever the page length', async () => {
    // One connection, so every call meets the statements prepared on it.
    const one = connectDatabase({ connectionString: api.database.url, max: 1 });
    try {
      const products = repository.prepareProductsPage(one.db);
      const businesses = repository.prepareBusinessCardsPage(one.db);
      const people = repository.prepareUserCardsPage(one.db);
      const ids = (
        await one.pool.query<{ id: string }>('select id from products order by created_at limit 2')
      ).rows.map((row) => row.id);
      for (const length of [1, 2, 5, 1, 2, 5, 20, 1, 2, 3]) {
        const page = Array.from({ length }, (_, at) => ids[at % ids.length]!);
        expect(await products(page)).toHaveLength(length);
        await businesses(page);
        await people(page);
      }
      const plans = await one.pool.query<{ name: string; generic_plans: string; custom_plans: string }>(
        `select name, generic_plans, custom_plans from pg_prepared_statements where name like 'search_%page'
         order by name`,
      );
      // PostgreSQL tries five custom plans, then keeps the generic one: no page is planned anew after that.
      expect(
        plans.rows.map((row) => [row.name, Number(row.custom_plans), Number(row.generic_plans)]),
      ).toEqual([
        ['search_business_cards_page', 5, 5],
        ['search_products_page', 5, 5],
        ['search_user_cards_page', 5, 5],
      ]);
    } finally {
      await one.close();
    }
  });

  it('include the suggestions, planned once per connection whatever the typed text', async () => {
    // Enough names, with statistics, for a typed text's own plan to look cheaper than the generic one: with the
    // terms passed where the planner sees them, 300 names already made PostgreSQL plan every call anew.
    const maker = await createBusiness(api.database.db, { companyName: 'Kestrel Bearings' });
    await insertProducts(maker.id, 3_000, 'Kestrel Ball Bearing');
    await api.database.db.execute(sql`analyze search_suggestions`);
    const one = connectDatabase({ connectionString: api.database.url, max: 1 });
    try {
      const suggestions = repository.prepareSuggestions(one.db);
      // One term or several at once (the terms that waited for the same statement): ten calls with the last.
      for (const typed of [
        ['h'],
        ['hy', 'hydraulic c'],
        ['gear'],
        ['ge', 'pump', 'lakeshore'],
        ['z'],
        ['gear p', 'hc'],
        ['k'],
        ['kestrel b', 'kes', 'ball'],
        ['p'],
      ])
        await suggestions(typed);
      // Each term's names, in the order of the terms.
      const named = await suggestions(['gear', 'zzq', 'hydraulic c', 'lakesh']);
      expect(named.map((names) => names.map((found) => `${found.kind} ${found.name}`))).toEqual([
        ['product Gear Pump GP-7'],
        [],
        ['product Hydraulic Cylinder HC-40'],
        ['business Lakeshore Hydraulics'],
      ]);
      const plans = await one.pool.query<{ generic_plans: string; custom_plans: string }>(
        `select generic_plans, custom_plans from pg_prepared_statements where name = 'search_suggestions'`,
      );
      expect(plans.rows.map((row) => [Number(row.custom_plans), Number(row.generic_plans)])).toEqual([
        [5, 5],
      ]);
    } finally {
      await one.close();
    }
  });
});

/** Counts the statements prepared as `name` that the pool runs while `work` does. */
async function countPrepared(name: string, work: () => Promise<void>) {
  const pool = api.database.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query;
  let count = 0;
  pool.query = function (this: unknown, ...args: unknown[]) {
    if ((args[0] as { name?: string }).name === name) count++;
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    pool.query = query;
  }
  return count;
}

describe('the pages of searches sent at once', () => {
  it('are read by shared statements: one for the first, one for all that came while it ran', async () => {
    const search = createSearchService(api.database.db);
    const body = { textQuery: 'hydraulic cylinder', skip: 0, size: 5, exact: false };
    // Ranked once and kept: from now on a search of this text runs its page statement only.
    await search.searchProducts(body);
    const pages = await countPrepared('search_products_page', async () => {
      const found = await Promise.all(Array.from({ length: 10 }, () => search.searchProducts(body)));
      expect(found.map((one) => one.results.map((product) => product.name))).toEqual(
        Array.from({ length: 10 }, () => ['Hydraulic Cylinder HC-40']),
      );
    });
    expect(pages).toBe(2);
  });

  it('include the suggestions of texts typed at once', async () => {
    const search = createSearchService(api.database.db);
    const statements = await countPrepared('search_suggestions', async () => {
      const typed = ['gear', 'hydraulic c', 'lakesh', 'zzq'];
      const found = await Promise.all(typed.map((text) => search.suggest(text)));
      expect(found.map((one) => [...one.businesses, ...one.products].map((name) => name.name))).toEqual([
        ['Gear Pump GP-7'],
        ['Hydraulic Cylinder HC-40'],
        ['Lakeshore Hydraulics'],
        [],
      ]);
    });
    expect(statements).toBe(2);
  });

  it('include the look-ups of words that texts compiled at once meet for the first time', async () => {
    const { db, statements } = recording(api.database.db);
    const search = createSearchService(db);
    const corrections = () => statements.filter((text) => text.includes('w.word % q.word')).length;
    const texts = ['gear pump', 'hydraulic cylinder', 'cylinder hydraulik', 'pump gear'];
    const found = await Promise.all(
      texts.map((textQuery) => search.searchProducts({ textQuery, skip: 0, size: 5, exact: false })),
    );
    expect(found.map((one) => one.results.map((product) => product.name))).toEqual([
      ['Gear Pump GP-7'],
      ['Hydraulic Cylinder HC-40'],
      ['Hydraulic Cylinder HC-40'],
      ['Gear Pump GP-7'],
    ]);
    expect(found[2]!.correctedQuery).toBe('cylinder hydraulic');
    // The first text alone, then the three that came while its statement ran, together; each text's words are
    // asked for as typed beside their corrections.
    expect(corrections()).toBe(2);
    // And the corrected text's new last word ("hydraulic" as a prefix), once its correction is known.
    expect(wordForms(statements)).toBe(3);
  });
});

describe('the statements of the home page’s groups', () => {
  it('serve the requests waiting together with one, and a request after a write with a statement after it', async () => {
    const { db, statements } = recording(api.database.db);
    const search = createSearchService(db);
    const groups = () => statements.filter((text) => text.includes('cross join lateral')).length;
    const names = (answer: Awaited<ReturnType<typeof search.listLastRegistered>>) =>
      answer[0]!.businesses.map((business) => business.general.companyName);

    const first = search.listLastRegistered();
    // Arrived while the first one's statement runs: read together by the next statement.
    const [second, third] = [search.listLastRegistered(), search.listLastRegistered()];
    await Promise.all([first, second, third]);
    expect(groups()).toBe(2);
    expect(await second).toEqual(await third);

    await createCompleteBusiness(api.database.db, {
      companyName: 'Newest Forge Works',
      businessTypeCode: 'MA',
    });
    expect(names(await search.listLastRegistered())[0]).toBe('Newest Forge Works');
    expect(groups()).toBe(3);
  });
});
