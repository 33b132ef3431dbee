import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createProduct } from './factories';
import { useTestApi } from './helper';
import { searchSupport } from './search-support';

const api = useTestApi();
const { post } = searchSupport(api);

/** The names of the products a search by these filters finds (all of them, by name), on a text every one has. */
async function found(filters: object, textQuery = 'winch') {
  const response = await post('/api/search/product', { textQuery, skip: 0, size: 50, ...filters });
  expect(response.statusCode).toBe(200);
  return (response.json().data.results as { name: string }[]).map((p) => p.name).sort();
}

const usd = (min: number, max: number) => ({
  priceMin: min,
  priceMax: max,
  priceCurrency: 'USD',
  priceUnit: 'piece',
});

beforeAll(async () => {
  const db = api.database.db;
  const business = await createBusiness(db, { companyName: 'Harbor Winch Works' });
  const product = (name: string, fields: object) =>
    createProduct(db, business.id, {
      name,
      description: 'Electric winch for marine and industrial hoisting.',
      ...fields,
    });
  await product('Winch Alpha', {
    ...usd(12, 18),
    moq: 500,
    moqUnit: 'piece',
    paymentTerms: ['T/T', 'L/C'],
    incoterms: ['FOB'],
    stock: true,
  });
  await product('Winch Bravo', {
    ...usd(20, 30),
    moq: 1000,
    moqUnit: 'piece',
    paymentTerms: ['T/T'],
    incoterms: ['FOB', 'CIF'],
    stock: false,
  });
  await product('Winch Charlie', {
    priceMin: 10,
    priceMax: 14,
    priceCurrency: 'EUR',
    priceUnit: 'piece',
    moq: 50,
    moqUnit: 'piece',
    stock: true,
  });
  await product('Winch Delta', { stock: true });
  // Every kind of column a card shows: a price with decimals, a sub-category, images, specs, videos, a datasheet.
  await createProduct(db, business.id, {
    name: 'Capstan Echo',
    description: 'Capstan for mooring lines.',
    stock: false,
    priceMin: 12.345,
    priceMax: 99.5,
    priceCurrency: 'KWD',
    priceUnit: 'set',
    moq: 2,
    moqUnit: 'set',
    supplyQuantity: 400,
    supplyUnit: 'set',
    supplyPeriod: 'month',
    portOfShipment: 'Houston',
    packaging: 'Crated',
    keywords: ['capstan', 'hoist'],
    subCategoryId: '0005-01-01',
    leadTime: '15 days',
    specs: [{ key: 'Pull', value: '5 t' }],
    mainImage: { url: 'https://cdn.example.com/capstan-echo.webp' },
    images: [{ url: 'https://cdn.example.com/capstan-echo-2.webp' }],
    videos: [{ videoID: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    datasheet: { key: 'datasheets/echo.pdf', url: '/api/product/echo/datasheet', size: 2048 },
  });
  // Hidden (over a lapsed membership's limit): matches every filter below and must never be found.
  await product('Winch Hidden', {
    ...usd(12, 18),
    moq: 1,
    moqUnit: 'piece',
    paymentTerms: ['T/T', 'L/C'],
    incoterms: ['FOB', 'CIF'],
    stock: true,
    hidden: true,
  });
});

describe('product search by commercial terms', () => {
  it("shows each product found as the product's own page shows it", async () => {
    const results: { productID: string; name: string }[] = [];
    for (const textQuery of ['winch', 'capstan']) {
      const response = await post('/api/search/product', { textQuery, skip: 0, size: 50 });
      results.push(...response.json().data.results);
    }
    expect(results.map((p) => p.name).sort()).toEqual([
      'Capstan Echo',
      'Winch Alpha',
      'Winch Bravo',
      'Winch Charlie',
      'Winch Delta',
    ]);
    for (const result of results) {
      const page = await api.app.inject({ url: `/api/product/${result.productID}` });
      expect(page.statusCode).toBe(200);
      expect(result).toEqual(page.json().data);
    }
  });

  it('finds the products whose price range overlaps the one asked, in its currency', async () => {
    expect(await found({ priceCurrency: 'USD', priceMax: 15 })).toEqual(['Winch Alpha']);
    expect(await found({ priceCurrency: 'USD', priceMin: 19 })).toEqual(['Winch Bravo']);
    expect(await found({ priceCurrency: 'usd', priceMin: 15, priceMax: 25 })).toEqual([
      'Winch Alpha',
      'Winch Bravo',
    ]);
    expect(await found({ priceCurrency: 'USD', priceMin: 18, priceMax: 20 })).toEqual([
      'Winch Alpha',
      'Winch Bravo',
    ]);
    expect(await found({ priceCurrency: 'EUR', priceMax: 15 })).toEqual(['Winch Charlie']);
    expect(await found({ priceCurrency: 'USD' })).toEqual(['Winch Alpha', 'Winch Bravo']);
    expect(await found({ priceCurrency: 'USD', priceMax: 11 })).toEqual([]);
  });

  it('finds the products whose minimum order is at most N', async () => {
    expect(await found({ moqMax: 500 })).toEqual(['Winch Alpha', 'Winch Charlie']);
    expect(await found({ moqMax: 499 })).toEqual(['Winch Charlie']);
    expect(await found({ moqMax: 10 })).toEqual([]);
  });

  it('finds the products that accept every payment term asked', async () => {
    expect(await found({ paymentTerms: ['T/T'] })).toEqual(['Winch Alpha', 'Winch Bravo']);
    expect(await found({ paymentTerms: ['T/T', 'L/C'] })).toEqual(['Winch Alpha']);
    expect(await found({ paymentTerms: ['PayPal'] })).toEqual([]);
  });

  it('finds the products that ship on every Incoterm asked', async () => {
    expect(await found({ incoterms: ['FOB'] })).toEqual(['Winch Alpha', 'Winch Bravo']);
    expect(await found({ incoterms: ['CIF', 'FOB'] })).toEqual(['Winch Bravo']);
  });

  it('finds the products in stock', async () => {
    expect(await found({ inStock: true })).toEqual(['Winch Alpha', 'Winch Charlie', 'Winch Delta']);
    expect(await found({ inStock: false })).toHaveLength(4);
  });

  it('applies several filters at once, with or without text', async () => {
    const all = { priceCurrency: 'USD', priceMax: 25, moqMax: 1000, paymentTerms: ['T/T'], inStock: true };
    expect(await found(all)).toEqual(['Winch Alpha']);
    expect(await found(all, '')).toEqual(['Winch Alpha']);
    expect(await found({ ...all, incoterms: ['CIF'] })).toEqual([]);
  });

  it('never finds a hidden product, whatever the filters', async () => {
    for (const filters of [
      {},
      { priceCurrency: 'USD', priceMax: 15 },
      { moqMax: 1 },
      { paymentTerms: ['T/T', 'L/C'] },
      { incoterms: ['CIF'] },
      { inStock: true },
    ]) {
      expect(await found(filters)).not.toContain('Winch Hidden');
      expect(await found(filters, '')).not.toContain('Winch Hidden');
    }
  });

  it('counts facets under the term filters', async () => {
    const response = await post('/api/search/facets', { kind: 'products', textQuery: 'winch', moqMax: 500 });
    expect(response.statusCode).toBe(200);
    const tiers = response.json().data.tiers as { value: string; count: number }[];
    expect(tiers).toEqual([expect.objectContaining({ value: 'standard', count: 2 })]);
  });

  it.each([
    ['a price range without its currency', { priceMax: 15 }, '/priceCurrency'],
    ['an unknown currency', { priceCurrency: 'ZZZ', priceMax: 15 }, '/priceCurrency'],
    ['a lowest price above the highest', { priceCurrency: 'USD', priceMin: 20, priceMax: 10 }, '/priceMax'],
    ['a negative price', { priceCurrency: 'USD', priceMin: -1 }, '/priceMin'],
    ['an MOQ of zero', { moqMax: 0 }, '/moqMax'],
    ['a fractional MOQ', { moqMax: 2.5 }, '/moqMax'],
    ['an unknown payment term', { paymentTerms: ['Bitcoin'] }, '/paymentTerms/0'],
    ['an unknown Incoterm', { incoterms: ['FOB', 'XYZ'] }, '/incoterms/1'],
    ['an in-stock flag that is not a boolean', { inStock: 'sometimes' }, '/inStock'],
  ])('refuses %s with 400 naming the field', async (_case, filters, path) => {
    for (const [url, kind] of [
      ['/api/search/product', {}],
      ['/api/search/facets', { kind: 'products' }],
    ] as const) {
      const response = await post(url, { textQuery: 'winch', ...kind, ...filters });
      expect(response.statusCode).toBe(400);
      expect(
        response.json().error.details.map((issue: { path: string }) => issue.path.replace(/^\/body/, '')),
      ).toContain(path);
    }
  });
});
