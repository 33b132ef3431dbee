import { describe, expect, it } from 'vitest';
import { FAVORITES_LIMIT } from '@tradeforge/contracts';
import { schema } from '@tradeforge/db';
import { createBusiness, createProduct, signIn } from './factories';
import { useTestApi } from './helper';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>) =>
  api.app.inject({ method, url: `/api${url}`, headers });

describe('favorites', () => {
  it('saves businesses and products once, lists them newest first, and removes them', async () => {
    const user = await signIn(api);
    const business = await createBusiness(api.database.db, { companyName: 'Acme Pumps' });
    const other = await createBusiness(api.database.db, { companyName: 'Bolt Works' });
    const product = await createProduct(api.database.db, business.id, { name: 'Bilge Pump' });
    for (const url of [
      `/favorites/business/${business.id}`,
      `/favorites/business/${business.id}`,
      `/favorites/business/${other.id}`,
      `/favorites/product/${product.id}`,
    ]) {
      const saved = await call('PUT', url, user.headers);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toEqual({ favorite: true });
    }
    const lists = (await call('GET', '/favorites', user.headers)).json().data;
    expect(lists.businesses.map((item: { companyName: string }) => item.companyName)).toEqual([
      'Bolt Works',
      'Acme Pumps',
    ]);
    expect(lists.products).toMatchObject([
      { productID: product.id, name: 'Bilge Pump', companyName: 'Acme Pumps' },
    ]);
    // Another user's favorites are their own.
    const stranger = await signIn(api);
    expect((await call('GET', '/favorites', stranger.headers)).json().data).toEqual({
      businesses: [],
      products: [],
    });

    expect((await call('DELETE', `/favorites/business/${other.id}`, user.headers)).json().data).toEqual({
      favorite: false,
    });
    // Deleting a product takes it out of every favorites list.
    await api.database.db.delete(schema.products);
    const after = (await call('GET', '/favorites', user.headers)).json().data;
    expect(after.businesses.map((item: { businessID: string }) => item.businessID)).toEqual([business.id]);
    expect(after.products).toEqual([]);
  });

  it('answers 404 for an unknown item, 400 for a bad type or id, 401 without a session', async () => {
    const user = await signIn(api);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/favorites/product/${missing}`, user.headers)).statusCode).toBe(404);
    expect((await call('PUT', `/favorites/post/${missing}`, user.headers)).statusCode).toBe(400);
    expect((await call('PUT', '/favorites/business/nope', user.headers)).statusCode).toBe(400);
    expect((await call('GET', '/favorites', {})).statusCode).toBe(401);
  });

  it(`refuses a business past the limit of ${FAVORITES_LIMIT}`, async () => {
    const user = await signIn(api);
    const business = await createBusiness(api.database.db);
    const others = await api.database.db
      .insert(schema.businesses)
      .values(
        Array.from({ length: FAVORITES_LIMIT }, (_, i) => ({
          companyName: `Filler ${i}`,
          businessTypeCode: 'MA',
          industryId: '0001',
          countryCode: 'US',
          shortDescription: 'Filler business for the favorites limit.',
        })),
      )
      .returning({ id: schema.businesses.id });
    await api.database.db
      .insert(schema.favoriteBusinesses)
      .values(others.map(({ id }) => ({ userId: user.user.id, businessId: id })));
    const refused = await call('PUT', `/favorites/business/${business.id}`, user.headers);
    expect(refused.statusCode).toBe(409);
  });
});
