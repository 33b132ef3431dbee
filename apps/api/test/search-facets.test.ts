import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createBusiness, createProduct } from './factories';
import { useTestApi } from './helper';
import { names, searchSupport } from './search-support';

const api = useTestApi();
const { post, searchBusinesses, insertProducts } = searchSupport(api);

type Facets = Record<
  'businessTypes' | 'countries' | 'industries' | 'tiers',
  { value: string; label: string; count: number; capped: boolean }[]
>;
const facets = async (body: object) => {
  const response = await post('/api/search/facets', { kind: 'businesses', textQuery: '', ...body });
  expect(response.statusCode).toBe(200);
  return response.json().data as Facets;
};
const counts = (list: Facets[keyof Facets]) => Object.fromEntries(list.map((f) => [f.value, f.count]));
const suggest = async (q: string) => {
  const response = await api.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<
    'businesses' | 'products' | 'categories' | 'subCategories',
    { id: string; name: string }[]
  >;
};

let gasketMaker: { id: string };
beforeAll(async () => {
  const db = api.database.db;
  const rows = [
    {
      companyName: 'Texas Gasket Works',
      countryCode: 'US',
      industryId: '0005',
      subscription: 'gold' as const,
    },
    { companyName: 'Ohio Gasket Supply', countryCode: 'US', industryId: '0005' },
    { companyName: 'Berlin Gasket GmbH', countryCode: 'DE', industryId: '0004' },
    { companyName: 'Lyon Gasket Traders', countryCode: 'FR', industryId: '0005', businessTypeCode: 'DI' },
  ];
  for (const row of rows) await createBusiness(db, row);
  gasketMaker = await createBusiness(db, { companyName: 'Maple Seals Inc', countryCode: 'CA' });
});

describe('POST /api/search/facets', () => {
  it('counts the matches by business type, country, industry and tier, each facet under the other filters', async () => {
    const all = await facets({ textQuery: 'gasket', businessType: 'MA' });
    expect(counts(all.businessTypes)).toEqual({ MA: 3, DI: 1 });
    expect(counts(all.countries)).toEqual({ US: 2, DE: 1 });
    expect(all.countries.find((f) => f.value === 'DE')!.label).toBe('Germany');
    expect(counts(all.industries)).toEqual({ '0005': 2, '0004': 1 });
    expect(counts(all.tiers)).toEqual({ gold: 1, standard: 2 });
    expect(all.tiers.find((f) => f.value === 'gold')!.label).toBe('Gold');

    // Choosing Germany narrows the other facets but keeps every country's count (several may be chosen).
    const germany = await facets({ textQuery: 'gasket', businessType: 'MA', countries: ['DE'] });
    expect(counts(germany.countries)).toEqual({ US: 2, DE: 1 });
    expect(counts(germany.industries)).toEqual({ '0004': 1 });
    expect(counts(germany.businessTypes)).toEqual({ MA: 1 });
  });

  it('filters the results by several values of several facets at once', async () => {
    expect(
      names(await searchBusinesses({ textQuery: 'gasket', countries: ['US', 'DE'], size: 50 })).sort(),
    ).toEqual(['Berlin Gasket GmbH', 'Ohio Gasket Supply', 'Texas Gasket Works']);
    const narrowed = await searchBusinesses({
      textQuery: 'gasket',
      countries: ['US', 'DE'],
      industries: ['0005'],
      tiers: ['gold'],
    });
    expect(names(narrowed)).toEqual(['Texas Gasket Works']);
  });

  it('counts the rows that match some of the words when none match them all, as the results do', async () => {
    const some = await facets({ textQuery: 'gasket maple', businessType: 'MA' });
    expect(counts(some.countries)).toEqual({ US: 2, DE: 1, CA: 1 });
    expect(counts(some.businessTypes)).toEqual({ MA: 4, DI: 1 });
    const results = await post('/api/search/business', { textQuery: 'gasket maple', businessType: 'MA' });
    expect(results.json().data).toMatchObject({ partialMatch: true, total_results: 4 });
    // Words that match nothing at all leave nothing to count.
    expect(counts((await facets({ textQuery: 'zeppelin quasar' })).countries)).toEqual({});
  });

  it('lists a chosen value that nothing matches with its name and 0, so that it can be unchosen', async () => {
    const chosen = await facets({
      textQuery: 'gasket',
      businessType: 'GO',
      countries: ['jp'],
      industries: ['0013'],
      tiers: ['platinum'],
    });
    const zero = (value: string, label: string) => ({ value, label, count: 0, capped: false });
    expect(chosen.businessTypes).toContainEqual(zero('GO', 'Government'));
    expect(chosen.countries).toContainEqual(zero('JP', 'Japan'));
    expect(chosen.industries).toContainEqual(zero('0013', 'Health Care'));
    expect(chosen.tiers).toContainEqual(zero('platinum', 'Platinum'));
  });

  it('caps a count at 1,000 and says so', async () => {
    const db = api.database.db;
    const maker = await createBusiness(db, { companyName: 'Bulk Seal Co', industryId: '0007' });
    await insertProducts(maker.id, 1001, 'Lip Seal');
    const found = await post('/api/search/facets', { kind: 'products', textQuery: 'seal' });
    const data = found.json().data as Facets;
    expect(data.industries.find((f) => f.value === '0005')).toMatchObject({ count: 1000, capped: true });
    expect(data.businessTypes).toEqual([]);
  });

  it('counts again after a write (kept counts go with the search generation)', async () => {
    const before = await facets({ textQuery: 'gasket', businessType: 'MA' });
    expect(counts(before.countries).CA).toBeUndefined();
    await api.database.db
      .update(schema.businesses)
      .set({ companyName: 'Gasket Canada' })
      .where(eq(schema.businesses.id, gasketMaker.id));
    expect(counts((await facets({ textQuery: 'gasket', businessType: 'MA' })).countries).CA).toBe(1);
  });

  it('rejects an unknown kind or tier with 400', async () => {
    expect((await post('/api/search/facets', { kind: 'people', textQuery: '' })).statusCode).toBe(400);
    expect((await post('/api/search/facets', { kind: 'products', tiers: ['diamond'] })).statusCode).toBe(400);
  });
});

describe('GET /api/search/suggest', () => {
  it('suggests names that start with the text or have a word that does, grouped by kind', async () => {
    const db = api.database.db;
    const maker = await createBusiness(db, { companyName: 'Prairie Valve Co' });
    await createProduct(db, maker.id, { name: 'Ball Valve BV-1' });
    await createProduct(db, maker.id, { name: 'Ball Valve BV-1' });
    const found = await suggest('valv');
    expect(found.businesses.map((b) => b.name)).toEqual(['Prairie Valve Co']);
    expect(found.businesses[0]!.id).toBe(maker.id);
    expect(found.products.map((p) => p.name)).toEqual(['Ball Valve BV-1']);
    expect(found.subCategories.length).toBeGreaterThan(0);
    for (const { name } of found.subCategories) expect(name).toMatch(/\bvalv/i);
    expect((await suggest('Prairie V')).businesses.map((b) => b.name)).toEqual(['Prairie Valve Co']);
    // Categories and sub-categories at the start of a word only, any case, the typed characters taken literally.
    expect((await suggest('alve')).subCategories).toEqual([]);
    expect((await suggest('VALV')).subCategories).toEqual(found.subCategories);
    expect(await suggest('valv+(')).toMatchObject({ categories: [], subCategories: [] });
  });

  it('follows renames and deletes, and keeps a product name while a product has it', async () => {
    const db = api.database.db;
    const maker = await createBusiness(db, { companyName: 'Quokka Pumps' });
    const [one, two] = [
      await createProduct(db, maker.id, { name: 'Quokka Impeller' }),
      await createProduct(db, maker.id, { name: 'Quokka Impeller' }),
    ];
    await db.delete(schema.products).where(eq(schema.products.id, one.id));
    expect((await suggest('impel')).products.map((p) => p.name)).toEqual(['Quokka Impeller']);
    await db.update(schema.products).set({ name: 'Quokka Rotor' }).where(eq(schema.products.id, two.id));
    expect((await suggest('impel')).products).toEqual([]);
    expect((await suggest('rotor')).products.map((p) => p.name)).toEqual(['Quokka Rotor']);
    await db
      .update(schema.businesses)
      .set({ companyName: 'Wombat Pumps' })
      .where(eq(schema.businesses.id, maker.id));
    expect((await suggest('quokka')).businesses).toEqual([]);
    expect((await suggest('wombat')).businesses.map((b) => b.name)).toEqual(['Wombat Pumps']);
    await db.delete(schema.businesses).where(eq(schema.businesses.id, maker.id));
    expect(await suggest('wombat')).toMatchObject({ businesses: [], products: [] });
    expect((await suggest('quokka')).products).toEqual([]);
  });

  it('suggests a name by its model number typed with or without the hyphen, and follows its deletion', async () => {
    const db = api.database.db;
    const maker = await createBusiness(db, { companyName: 'Bilby XR-9 Controls' });
    const product = await createProduct(db, maker.id, { name: 'Bilby HT-870 Heat Gun' });
    for (const typed of ['ht-87', 'HT87', 'ht870 heat', 'bilby ht-870 h'])
      expect(
        (await suggest(typed)).products.map((p) => p.name),
        typed,
      ).toEqual(['Bilby HT-870 Heat Gun']);
    for (const typed of ['xr9', 'XR-9 c'])
      expect(
        (await suggest(typed)).businesses.map((b) => b.name),
        typed,
      ).toEqual(['Bilby XR-9 Controls']);
    await db.delete(schema.products).where(eq(schema.products.id, product.id));
    expect((await suggest('ht87')).products).toEqual([]);
  });

  it('suggests a name by a code typed apart or joined, the names as typed first', async () => {
    const db = api.database.db;
    const maker = await createBusiness(db, { companyName: 'Numbat Sealing' });
    await createProduct(db, maker.id, { name: 'Numbat IP67 Junction Box' });
    await createProduct(db, maker.id, { name: 'Numbat IP 68 Enclosure' });
    await createProduct(db, maker.id, { name: 'Numbat 24V Supply' });
    await createProduct(db, maker.id, { name: 'Numbat 24 V Relay' });
    const products = async (typed: string) => (await suggest(typed)).products.map((p) => p.name);
    expect(await products('numbat ip 6')).toEqual(['Numbat IP 68 Enclosure', 'Numbat IP67 Junction Box']);
    expect(await products('numbat ip6')).toEqual(['Numbat IP67 Junction Box', 'Numbat IP 68 Enclosure']);
    expect(await products('numbat 24v')).toEqual(['Numbat 24V Supply', 'Numbat 24 V Relay']);
    expect(await products('numbat 24 v')).toEqual(['Numbat 24 V Relay', 'Numbat 24V Supply']);
    // A longer word before a number is a word, not a code's letters.
    expect(await products('numbat 2')).toEqual(['Numbat 24 V Relay', 'Numbat 24V Supply']);
  });

  it('never suggests a hidden product, and follows hiding and showing', async () => {
    const db = api.database.db;
    const maker = await createBusiness(db, { companyName: 'Numbat Drives' });
    const named = (name: string) => suggest(name.split(' ')[1]!.slice(0, 5));
    const hidden = await createProduct(db, maker.id, { name: 'Numbat Gearbox', hidden: true });
    expect((await named('Numbat Gearbox')).products).toEqual([]);
    await db
      .update(schema.products)
      .set({ name: 'Numbat Flywheel' })
      .where(eq(schema.products.id, hidden.id));
    expect((await named('Numbat Flywheel')).products).toEqual([]);

    const shown = await createProduct(db, maker.id, { name: 'Numbat Flywheel' });
    expect((await named('Numbat Flywheel')).products.map((p) => p.name)).toEqual(['Numbat Flywheel']);
    // Deleting the hidden one of the two leaves the shown one's suggestion.
    await db.delete(schema.products).where(eq(schema.products.id, hidden.id));
    expect((await named('Numbat Flywheel')).products.map((p) => p.name)).toEqual(['Numbat Flywheel']);
    const hide = (id: string, value: boolean) =>
      db.update(schema.products).set({ hidden: value }).where(eq(schema.products.id, id));
    await hide(shown.id, true);
    expect((await named('Numbat Flywheel')).products).toEqual([]);
    await hide(shown.id, false);
    expect((await named('Numbat Flywheel')).products.map((p) => p.name)).toEqual(['Numbat Flywheel']);
  });

  it('takes odd text literally and answers nothing for no letters', async () => {
    expect(await suggest('  ')).toEqual({ businesses: [], products: [], categories: [], subCategories: [] });
    for (const q of ['(', '\\', "'; drop table x", '%_', '.*'])
      expect((await suggest(q)).businesses).toEqual([]);
    expect((await api.app.inject({ url: `/api/search/suggest?q=${'a'.repeat(201)}` })).statusCode).toBe(400);
  });
});
