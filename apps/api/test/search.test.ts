import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createBusiness, createProduct } from './factories';
import { useTestApi } from './helper';
import { names, searchSupport, tiers } from './search-support';
import { parseQuery } from '../src/modules/search/query-text';
import { tsQuery } from '../src/modules/search/repository';

const api = useTestApi();
const { post, searchBusinesses, insertProducts } = searchSupport(api);

beforeAll(async () => {
  const db = api.database.db;
  const hydraulics = ['0005-03'];
  await createBusiness(db, {
    companyName: 'Tampa Hydraulic Pumps',
    categoryIds: hydraulics,
    countryCode: 'US',
    verified: true,
  });
  await createBusiness(db, {
    companyName: 'Ontario Hydraulic Works',
    categoryIds: hydraulics,
    countryCode: 'CA',
    subscription: 'gold',
  });
  await createBusiness(db, {
    companyName: 'Bavaria Hydraulic Systems',
    categoryIds: hydraulics,
    countryCode: 'DE',
    subscription: 'platinum',
  });
  await createBusiness(db, {
    companyName: 'Houston Hydraulic Supply',
    categoryIds: hydraulics,
    countryCode: 'US',
  });
  await createBusiness(db, {
    companyName: 'Ohio Hydraulic Cylinders',
    categoryIds: hydraulics,
    countryCode: 'US',
    subscription: 'premium',
  });
  await createBusiness(db, {
    companyName: 'Denver Hydraulic Repair',
    categoryIds: hydraulics,
    countryCode: 'US',
  });
  await createBusiness(db, {
    companyName: 'Carolina Cotton Mills',
    categoryIds: ['0007-01'],
    industryId: '0007',
    countryCode: 'US',
  });
  await createBusiness(db, {
    companyName: 'Miami Hydraulic Traders',
    categoryIds: hydraulics,
    businessTypeCode: 'DI',
    countryCode: 'US',
  });
});

describe('POST /api/search/business', () => {
  it('ranks paid tiers first (platinum, premium, gold), then verified, then the rest', async () => {
    const data = await searchBusinesses({ textQuery: 'hydraulic' });
    expect(data.total_results).toBe(6);
    expect(data.total_capped).toBe(false);
    expect(names(data).slice(0, 4)).toEqual([
      'Bavaria Hydraulic Systems',
      'Ohio Hydraulic Cylinders',
      'Ontario Hydraulic Works',
      'Tampa Hydraulic Pumps',
    ]);
  });

  it('filters by business type and by country, global meaning none', async () => {
    expect(names(await searchBusinesses({ textQuery: 'hydraulic', businessType: 'DI' }))).toEqual([
      'Miami Hydraulic Traders',
    ]);
    const us = await searchBusinesses({ textQuery: 'hydraulic', country: 'US', size: 50 });
    expect(us.total_results).toBe(4);
    expect((await searchBusinesses({ textQuery: 'hydraulic', country: 'global' })).total_results).toBe(6);
  });

  it('tolerates typos: "hydralic pumps" finds hydraulic pumps', async () => {
    const data = await searchBusinesses({ textQuery: 'hydralic pumps' });
    expect(names(data)).toContain('Tampa Hydraulic Pumps');
  });

  it('matches the last word as a prefix while typing', async () => {
    expect(names(await searchBusinesses({ textQuery: 'carolina cot' }))).toEqual(['Carolina Cotton Mills']);
  });

  it('sends the prefix as the lexemes it stands for, with the same matches as a prefix match', async () => {
    const db = api.database.db;
    for (const companyName of [
      'Seed Pump Works',
      'Seed Pumpkin Farms',
      'Seed Pumping Services',
      'Seed Mills',
    ])
      await createBusiness(db, { companyName, businessTypeCode: 'RE' });
    const byPrefix = await db.execute<{ company_name: string }>(sql`
      select company_name from businesses
      where search_vector @@ to_tsquery('english', 'seed & pum:*') order by company_name
    `);
    const found = await searchBusinesses({ textQuery: 'seed pum', businessType: 'RE', size: 50 });
    expect(names(found).sort()).toEqual(byPrefix.rows.map((row) => row.company_name));
    expect(names(found).sort()).toEqual(['Seed Pump Works', 'Seed Pumping Services', 'Seed Pumpkin Farms']);
    const compiled = await db.execute<{ query: string }>(
      sql`select (${tsQuery(parseQuery('seed pum')!)})::text as query`,
    );
    expect(compiled.rows[0]!.query).toBe("'seed' & ( 'pump' | 'pumpkin' )");
  });

  it('keeps a prefix match for a prefix of many lexemes, and for lexemes odd to quote', async () => {
    const db = api.database.db;
    await db.execute(sql`
      insert into search_lexemes (lexeme)
      select 'zzq' || i from generate_series(1, 40) i union all select ${"zzx'q\\"} on conflict do nothing
    `);
    await createBusiness(db, { companyName: 'Zzq7 Fasteners', businessTypeCode: 'RE' });
    await createBusiness(db, { companyName: 'Zzxq Fittings', businessTypeCode: 'RE' });
    expect(names(await searchBusinesses({ textQuery: 'zzq', businessType: 'RE' }))).toEqual([
      'Zzq7 Fasteners',
    ]);
    expect(names(await searchBusinesses({ textQuery: 'zzx', businessType: 'RE' }))).toEqual([
      'Zzxq Fittings',
    ]);
  });

  it('pages at both ends: skip 5 gives the sixth, skip beyond the end an empty page', async () => {
    const second = await searchBusinesses({ textQuery: 'hydraulic', skip: 5, size: 5 });
    expect(second.results).toHaveLength(1);
    expect(second.total_results).toBe(6);
    const beyond = await searchBusinesses({ textQuery: 'hydraulic', skip: 500, size: 5 });
    expect(beyond.results).toEqual([]);
    expect(beyond.total_results).toBe(6);
  });

  it('lists everything of the type without text, paid first then newest', async () => {
    const data = await searchBusinesses({ textQuery: '', size: 50 });
    expect(data.total_results).toBe(7);
    expect(names(data)[0]).toBe('Bavaria Hydraulic Systems');
  });

  it('caps the page size', async () => {
    const data = await searchBusinesses({ textQuery: '', size: 5000 });
    expect(data.results.length).toBeLessThanOrEqual(50);
  });

  it.each([
    ['tsquery operators', 'pump & | ! <-> :* ( )'],
    ['quotes', '"hydraulic'],
    ['SQL', "'; drop table businesses; --"],
    ['10,000 characters', 'hydraulic '.repeat(1000)],
    ['only symbols', '!!! ??? ***'],
    ['a stop word', 'the'],
  ])('never fails on %s', async (_label, textQuery) => {
    const response = await post('/api/search/business', { textQuery, businessType: 'MA', skip: 0, size: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
  });

  it('rejects an unknown business type and a negative skip with 400', async () => {
    expect(
      (await post('/api/search/business', { textQuery: 'x', businessType: 'PR', skip: 0, size: 5 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/search/business', { textQuery: 'x', businessType: 'MA', skip: -1, size: 5 }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/search/product', () => {
  it('finds products by name, keywords and category, ranking products of paid businesses first', async () => {
    const free = await createBusiness(api.database.db, { companyName: 'Free Pumps Co' });
    const paid = await createBusiness(api.database.db, { companyName: 'Paid Pumps Co' });
    await createProduct(api.database.db, free.id, {
      name: 'Gear Pump GP-10',
      categoryId: '0005-03',
      keywords: ['gear pump'],
    });
    await createProduct(api.database.db, paid.id, {
      name: 'Gear Pump GP-20',
      categoryId: '0005-03',
      keywords: ['gear pump'],
    });
    // The product takes its business's tier through the trigger, also when the tier changes later.
    await api.database.db
      .update(schema.businesses)
      .set({ subscription: 'premium' })
      .where(eq(schema.businesses.id, paid.id));
    const response = await post('/api/search/product', { textQuery: 'gear pum', skip: 0, size: 5 });
    const data = response.json().data;
    expect(data.total_results).toBe(2);
    expect(data.results.map((p: { name: string }) => p.name)).toEqual(['Gear Pump GP-20', 'Gear Pump GP-10']);
    expect(data.results[0].businessProfile.general.companyName).toBe('Paid Pumps Co');
    expect(data.results[0].category.name).toBeTruthy();
    // Again: the text is now known to match fewer paid products than the cap, so they are counted first.
    const again = await post('/api/search/product', { textQuery: 'gear pum', skip: 0, size: 5 });
    expect(again.json().data).toEqual(data);
  });

  it('pages past the end with the total, and lists every product without text, paid first', async () => {
    const past = (await post('/api/search/product', { textQuery: 'gear pump', skip: 5, size: 5 })).json()
      .data;
    expect(past).toMatchObject({ results: [], total_results: 2, total_capped: false });

    const all = (await post('/api/search/product', { textQuery: '', skip: 0, size: 5 })).json().data;
    expect(all.total_results).toBe(2);
    expect(all.results.map((p: { name: string }) => p.name)).toEqual(['Gear Pump GP-20', 'Gear Pump GP-10']);
    expect(all.results[1].businessProfile).toMatchObject({
      general: { companyName: 'Free Pumps Co' },
      subscription: 'standard',
    });
  });

  it('ranks every match by relevance, past the cap: a better free match above a thousand paid ones', async () => {
    const db = api.database.db;
    const paid = await createBusiness(db, { companyName: 'Gold Gaskets Co', subscription: 'gold' });
    const free = await createBusiness(db, { companyName: 'Older Gaskets Co' });
    // Older than every paid one, with the word in its name and its description: the best match of them all.
    await createProduct(db, free.id, {
      name: 'Spiral Gasket',
      description: 'Spiral wound gasket.',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    await db.execute(sql`
      insert into products (business_id, name, description, industry_id, category_id, created_at)
      select ${paid.id}::uuid, 'Gasket Kit ' || i, 'Includes one spiral gasket and ' || i || ' others.', '0005',
        '0005-01', now() - i * interval '1 minute'
      from generate_series(1, 1001) i
    `);
    const data = (await post('/api/search/product', { textQuery: 'spiral', skip: 0, size: 5 })).json().data;
    expect(data).toMatchObject({ total_results: 1000, total_capped: true });
    expect(data.results[0].name).toBe('Spiral Gasket');
    expect(tiers(data)).toEqual(['standard', 'gold', 'gold', 'gold', 'gold']);
  });

  it('raises a paid tier above equal matches, then newest first', async () => {
    const db = api.database.db;
    const paid = await createBusiness(db, { companyName: 'Premium Flanges Co', subscription: 'premium' });
    const free = await createBusiness(db, { companyName: 'Plain Flanges Co' });
    await insertProducts(free.id, 1001, 'Weld Neck Flange');
    await createProduct(db, paid.id, { name: 'Slip-On Flange', description: 'A flange.' });

    const [first, second] = [
      (await post('/api/search/product', { textQuery: 'flange', skip: 0, size: 5 })).json().data,
      (await post('/api/search/product', { textQuery: 'flange', skip: 0, size: 5 })).json().data,
    ];
    expect(first).toMatchObject({ total_results: 1000, total_capped: true });
    expect(tiers(first)).toEqual(['premium', 'standard', 'standard', 'standard', 'standard']);
    expect(second).toEqual(first);
  });
});
