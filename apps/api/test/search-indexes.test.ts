import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createSearchService } from '../src/modules/search';
import { createQueryCompiler } from '../src/modules/search/compile';
import { createSearchMemory, type SearchMemory } from '../src/modules/search/memory/search-memory';
import { parseTsvector } from '../src/modules/search/memory/text-format';
import { loadSearchRows, type SearchRow, type SearchSizes } from '../src/modules/search/repository';
import { createBusiness, createProduct, createUser } from './factories';
import { useTestApi } from './helper';
import { names, searchSupport } from './search-support';

/*
 * The search indexes, the only place search ranks: loaded at start (searches wait for the load), caught up on every
 * write committed before a search, on every kind; and a business's vector follows what it sells.
 */

const api = useTestApi();
const { post, searchBusinesses } = searchSupport(api);
const silent = { info: () => {}, error: () => {} };
const started: SearchMemory[] = [];
afterAll(() => started.forEach((memory) => memory.stop()));

/** The ids a product search answers, in order. */
async function productIds(textQuery: string) {
  const data = (await post('/api/search/product', { textQuery, skip: 0, size: 20 })).json().data;
  return data.results.map((product: { productID: string }) => product.productID) as string[];
}

describe('the search indexes', () => {
  it('load again within seconds when a load failed; a search meanwhile says search is starting', async () => {
    const db = api.database.db;
    let down = true;
    // The database refuses the load's transaction while "down".
    const flaky = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'transaction' && down
          ? () => Promise.reject(new Error('the database is down'))
          : Reflect.get(target, key, receiver),
    });
    const memory = createSearchMemory(flaky, 'products');
    started.push(memory);
    const errors: object[] = [];
    await memory.start({ info: () => {}, error: (details) => errors.push(details) });
    expect(errors).toHaveLength(1);
    const query = (await createQueryCompiler(db, async () => 1).compile('pump', 'products', true))!;
    // The search tries a load of its own, which fails too: the next try waits two seconds.
    await expect(memory.rank(query.index, {}, { check: true, upTo: 5 })).rejects.toMatchObject({
      code: 'ServiceUnavailable',
    });
    expect(errors).toHaveLength(2);
    down = false;
    // Within seconds, not the minute of the catch-up timer, which left an instance unready after one refused
    // connection.
    await vi.waitFor(() => expect(memory.isLoaded()).toBe(true), { timeout: 10_000, interval: 100 });
    expect((await memory.rank(query.index, {}, { check: true, upTo: 5 })).generation).toBeTruthy();
  });

  it('make a search that comes during the load wait for it, and readiness say so meanwhile', async () => {
    const search = createSearchService(api.database.db);
    const indexes = search.startMemoryIndexes(silent);
    started.push({ stop: indexes.stop } as SearchMemory);
    const answer = search.searchProducts({ textQuery: 'pump', skip: 0, size: 5 });
    expect(indexes.isLoaded()).toBe(false);
    await expect(answer).resolves.toMatchObject({ partialMatch: false });
    await indexes.loaded;
    expect(indexes.isLoaded()).toBe(true);
  });

  it("count each lexeme's rows and positions before a load, as the rows loaded then hold them", async () => {
    const db = api.database.db;
    // Words no other test searches for: these rows stay in the database the tests of this file share.
    const business = await createBusiness(db, { companyName: 'Tallis Querns' });
    await createProduct(db, business.id, { name: 'Tallis Quern', description: 'A quern for quern rooms.' });
    await createProduct(db, business.id, { name: 'Tallis Tuyere', description: "A tuyere's nozzle." });
    await createProduct(db, business.id, { name: 'Hidden Quern', hidden: true });
    let sizes: SearchSizes | undefined;
    const loaded: SearchRow[] = [];
    await loadSearchRows(
      db,
      'products',
      (rows) => void loaded.push(...rows),
      (counted) => (sizes = counted),
    );
    const expected = new Map<string, { rows: number; positions: number }>();
    for (const row of loaded) {
      const vector = parseTsvector(row.vector);
      vector.lexemes.forEach((lexeme, at) => {
        const entry = expected.get(lexeme) ?? { rows: 0, positions: 0 };
        expected.set(lexeme, {
          rows: entry.rows + 1,
          positions: entry.positions + vector.positions[at]!.length,
        });
      });
    }
    expect(sizes!.rows).toBe(loaded.length);
    expect(loaded.length).toBeGreaterThanOrEqual(2);
    expect(new Map(sizes!.lexemes.map(({ lexeme, ...size }) => [lexeme, size]))).toEqual(expected);
  });

  it('catch up on products written after the load: new, edited, hidden, re-tiered and deleted', async () => {
    const db = api.database.db;
    const business = await createBusiness(db, { companyName: 'Orlen Works' });
    const other = await createBusiness(db, { companyName: 'Vesta Works' });
    const added = await createProduct(db, business.id, { name: 'Zanthium Pump', description: 'A pump.' });
    expect(await productIds('zanthium')).toEqual([added.id]);

    await db.execute(sql`update products set name = 'Quorvex Valve' where id = ${added.id}::uuid`);
    expect(await productIds('zanthium')).toEqual([]);
    expect(await productIds('quorvex')).toEqual([added.id]);

    const rival = await createProduct(db, other.id, { name: 'Quorvex Valve', description: 'A valve.' });
    expect(await productIds('quorvex')).toEqual([rival.id, added.id]);
    await db.execute(sql`update businesses set subscription = 'platinum' where id = ${business.id}::uuid`);
    expect(await productIds('quorvex')).toEqual([added.id, rival.id]);

    await db.execute(sql`update products set hidden = true where id = ${added.id}::uuid`);
    expect(await productIds('quorvex')).toEqual([rival.id]);
    await db.execute(sql`update products set hidden = false where id = ${added.id}::uuid`);
    expect(await productIds('quorvex')).toHaveLength(2);
    await db.execute(sql`delete from products where id = ${added.id}::uuid`);
    expect(await productIds('quorvex')).toEqual([rival.id]);
  });

  it('leave a business out once it is suspended, and take it back when the suspension ends', async () => {
    const db = api.database.db;
    const business = await createBusiness(db, { companyName: 'Gribbleton Forge' });
    expect(names(await searchBusinesses({ textQuery: 'gribbleton' }))).toEqual(['Gribbleton Forge']);
    await db.execute(sql`update businesses set suspended_at = now() where id = ${business.id}::uuid`);
    expect(names(await searchBusinesses({ textQuery: 'gribbleton' }))).toEqual([]);
    await db.execute(sql`update businesses set suspended_at = null where id = ${business.id}::uuid`);
    expect(names(await searchBusinesses({ textQuery: 'gribbleton' }))).toEqual(['Gribbleton Forge']);
  });

  it('catch up on people: renamed, suspended and deleted', async () => {
    const db = api.database.db;
    const people = async (textQuery: string) =>
      (await post('/api/user/search', { textQuery, skip: 0, size: 5 })).json().data.totalResults as number;
    const person = await createUser(db, { firstName: 'Ottoline', lastName: 'Brandt' });
    expect(await people('ottoline brandt')).toBe(1);
    await db.execute(sql`update users set first_name = 'Ottilie' where id = ${person.id}::uuid`);
    expect(await people('ottoline')).toBe(0);
    expect(await people('ottilie')).toBe(1);
    await db.execute(sql`update users set suspended_at = now() where id = ${person.id}::uuid`);
    expect(await people('ottilie')).toBe(0);
    await db.execute(sql`update users set suspended_at = null where id = ${person.id}::uuid`);
    expect(await people('ottilie')).toBe(1);
    await db.execute(sql`delete from users where id = ${person.id}::uuid`);
    expect(await people('ottilie')).toBe(0);
  });
});

describe("a business's search vector", () => {
  it('holds what its shown products are, kept current as they change (a supplier is found by what it sells)', async () => {
    const db = api.database.db;
    const maker = await createBusiness(db, { companyName: 'Prairie Works Inc' });
    const found = async () => names(await searchBusinesses({ textQuery: 'gerotor' }));
    expect(await found()).toEqual([]);
    const product = await createProduct(db, maker.id, { name: 'Gerotor Pump GP-20', description: 'A pump.' });
    expect(await found()).toEqual(['Prairie Works Inc']);

    await db.execute(sql`update products set hidden = true where id = ${product.id}::uuid`);
    expect(await found()).toEqual([]);
    await db.execute(
      sql`update products set hidden = false, name = 'Vane Pump VP-20' where id = ${product.id}::uuid`,
    );
    expect(await found()).toEqual([]);
    expect(names(await searchBusinesses({ textQuery: 'vane pump' }))).toEqual(['Prairie Works Inc']);
    // Its model number too, as typed with or without the hyphen.
    expect(names(await searchBusinesses({ textQuery: 'vp20' }))).toEqual(['Prairie Works Inc']);
    await db.execute(sql`delete from products where id = ${product.id}::uuid`);
    expect(names(await searchBusinesses({ textQuery: 'vane pump' }))).toEqual([]);
  });

  it("ranks a business's own name and categories above what its products say", async () => {
    const db = api.database.db;
    await createBusiness(db, { companyName: 'Kestrel Valve Company' });
    const seller = await createBusiness(db, { companyName: 'Harlow Trading' });
    await createProduct(db, seller.id, { name: 'Kestrel Fitting', description: 'A fitting.' });
    expect(names(await searchBusinesses({ textQuery: 'kestrel' }))).toEqual([
      'Kestrel Valve Company',
      'Harlow Trading',
    ]);
  });
});
