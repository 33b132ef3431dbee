import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { schema } from '@tradeforge/db';
import { SearchIndex } from '../src/modules/search/memory/index-ranking';
import { createBusiness, createProduct, createUser } from './factories';
import { useTestApi } from './helper';
import { names, searchSupport } from './search-support';

const api = useTestApi();
const { post, searchBusinesses, insertProducts } = searchSupport(api);

describe('kept rankings', () => {
  const productNames = async (textQuery: string, skip = 0) => {
    const data = (await post('/api/search/product', { textQuery, skip, size: 5 })).json().data;
    return {
      names: data.results.map((p: { name: string }) => p.name) as string[],
      total: data.total_results,
    };
  };
  /** How many rankings (the search indexes' `rank` and `list`) `work` runs. */
  const rankingsRun = async (work: () => Promise<unknown>) => {
    const rank = vi.spyOn(SearchIndex.prototype, 'rank');
    const list = vi.spyOn(SearchIndex.prototype, 'list');
    try {
      await work();
      return rank.mock.calls.length + list.mock.calls.length;
    } finally {
      rank.mockRestore();
      list.mockRestore();
    }
  };

  it('serves further pages and the same search again from the ranking it kept', async () => {
    const business = await createBusiness(api.database.db, { companyName: 'Torque Tools Co' });
    await insertProducts(business.id, 12, 'Torque Wrench');
    const first = await productNames('torque wrench');
    expect(first.total).toBe(12);
    expect(
      await rankingsRun(async () => {
        expect(await productNames('torque wrench', 5)).toEqual({
          total: 12,
          names: [
            'Torque Wrench 6',
            'Torque Wrench 7',
            'Torque Wrench 8',
            'Torque Wrench 9',
            'Torque Wrench 10',
          ],
        });
        expect(await productNames('torque wrench', 10)).toMatchObject({
          names: ['Torque Wrench 11', 'Torque Wrench 12'],
        });
        expect(await productNames('torque wrench', 15)).toEqual({ total: 12, names: [] });
        expect(await productNames('torque wrench')).toEqual(first);
      }),
    ).toBe(0);
  });

  it('ranks again once a write has committed: new, re-ranked and deleted products show at once', async () => {
    const db = api.database.db;
    const business = await createBusiness(db, { companyName: 'Chain Hoist Co' });
    await insertProducts(business.id, 3, 'Chain Hoist');
    expect((await productNames('chain hoist')).total).toBe(3);

    const other = await createBusiness(db, { companyName: 'Late Hoists Co' });
    const late = await createProduct(db, other.id, { name: 'Lever Chain Hoist', description: 'A hoist.' });
    expect((await productNames('chain hoist')).total).toBe(4);

    // A membership bought later moves the business's products to the front.
    await db
      .update(schema.businesses)
      .set({ subscription: 'platinum' })
      .where(eq(schema.businesses.id, other.id));
    expect((await productNames('chain hoist')).names[0]).toBe('Lever Chain Hoist');

    await db.delete(schema.products).where(eq(schema.products.id, late.id));
    expect(await productNames('chain hoist')).toEqual({
      total: 3,
      names: ['Chain Hoist 1', 'Chain Hoist 2', 'Chain Hoist 3'],
    });
    // A write that leaves every search column alone keeps the ranking.
    await db.update(schema.products).set({ stock: false }).where(eq(schema.products.businessId, business.id));
    expect(await rankingsRun(() => productNames('chain hoist'))).toBe(0);
  });

  it('ranks again after a transaction that was open during the last search commits', async () => {
    const business = await createBusiness(api.database.db, { companyName: 'Belt Sander Co' });
    await insertProducts(business.id, 2, 'Belt Sander');
    const client = await api.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into products (business_id, name, description, industry_id, category_id)
         values ($1, 'Belt Sander Pro', 'A sander.', '0005', '0005-01')`,
        [business.id],
      );
      expect((await productNames('belt sander')).total).toBe(2);
      await client.query('commit');
    } finally {
      client.release();
    }
    expect((await productNames('belt sander')).total).toBe(3);
  });

  it('does the same for businesses and people', async () => {
    const db = api.database.db;
    await createBusiness(db, { companyName: 'Quarry Crushers One' });
    const before = await searchBusinesses({ textQuery: 'quarry crushers' });
    expect(before.total_results).toBe(1);
    await createBusiness(db, { companyName: 'Quarry Crushers Two', countryCode: 'MX' });
    expect((await searchBusinesses({ textQuery: 'quarry crushers' })).total_results).toBe(2);
    expect(names(await searchBusinesses({ textQuery: 'quarry crushers', country: 'MX' }))).toEqual([
      'Quarry Crushers Two',
    ]);

    const person = await createUser(db, { firstName: 'Ottoline', lastName: 'Brandt' });
    const people = async () =>
      (await post('/api/user/search', { textQuery: 'ottoline', skip: 0, size: 5 })).json().data.totalResults;
    expect(await people()).toBe(1);
    await db.update(schema.users).set({ firstName: 'Ottilie' }).where(eq(schema.users.id, person.id));
    expect(await people()).toBe(0);
  });
});
