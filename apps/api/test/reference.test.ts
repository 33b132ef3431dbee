import { describe, expect, it } from 'vitest';
import { connectDatabase } from '@tradeforge/db';
import { createReferenceService } from '../src/modules/reference';
import { useTestApi } from './helper';

const api = useTestApi();
const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers });

describe('GET /api/ref-data/country', () => {
  it('lists every ISO country with its flag emoji and dial code', async () => {
    const response = await get('/api/ref-data/country');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(240);
    expect(body.data).toContainEqual({
      code: 'US',
      countryName: 'United States',
      emoji: '🇺🇸',
      dialCode: '+1',
    });
    expect(body.data).toContainEqual(expect.objectContaining({ code: 'DE', emoji: '🇩🇪', dialCode: '+49' }));
  });

  it('is cacheable: it carries an ETag and answers 304 when it has not changed', async () => {
    const first = await get('/api/ref-data/country');
    expect(first.headers['cache-control']).toContain('max-age');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await get('/api/ref-data/country', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
  });
});

describe('GET /api/ref-data/country/:code/state', () => {
  it('lists the 50 US states plus DC', async () => {
    const body = (await get('/api/ref-data/country/US/state')).json();
    expect(body.data).toHaveLength(51);
    expect(body.data).toContainEqual({ stateID: 'US-FL', stateName: 'Florida', countryCode: 'US' });
  });

  it('accepts a lower-case code', async () => {
    const body = (await get('/api/ref-data/country/ca/state')).json();
    expect(body.data.map((s: { stateName: string }) => s.stateName)).toContain('Ontario');
  });

  it('answers 404 with a clear message for an unknown country', async () => {
    const response = await get('/api/ref-data/country/QQ/state');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: { name: 'NotFound', message: "There is no country with code 'QQ'." },
    });
  });

  it('answers 400 for a code that is not two letters', async () => {
    const response = await get('/api/ref-data/country/USA/state');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.name).toBe('ValidationError');
    // Two characters that are not letters, a NUL among them (PostgreSQL refuses NUL in text): 400, not 500.
    expect((await get('/api/ref-data/country/%F1%B8%83%8E%00/state')).statusCode).toBe(400);
    expect((await get('/api/ref-data/country/1%00/state')).statusCode).toBe(400);
  });
});

describe('small reference lists', () => {
  it('lists genders', async () => {
    const body = (await get('/api/ref-data/gender')).json();
    expect(body.data).toContainEqual({ code: 'F', name: 'Female' });
  });

  it('lists languages with ISO 639-1 codes', async () => {
    const body = (await get('/api/ref-data/language')).json();
    expect(body.data.length).toBeGreaterThan(150);
    expect(body.data).toContainEqual({ code: 'es', languageName: 'Spanish' });
  });

  it('lists 30+ job positions', async () => {
    const body = (await get('/api/ref-data/job-position')).json();
    expect(body.data.length).toBeGreaterThanOrEqual(30);
    expect(body.data[0]).toEqual({ jobPositionID: expect.any(Number), name: expect.any(String) });
  });

  it('lists the 11 business types in spec order', async () => {
    const body = (await get('/api/ref-data/business-type')).json();
    expect(body.data.map((t: { code: string }) => t.code)).toEqual([
      'PR',
      'UR',
      'MA',
      'DI',
      'WS',
      'IM',
      'EX',
      'RE',
      'IN',
      'CO',
      'GO',
    ]);
    expect(body.data[2]).toEqual({ code: 'MA', businessTypeName: 'Manufacturers' });
  });
});

describe('industries', () => {
  it('lists the 15 industries 0001 to 0015 with description and icon', async () => {
    const body = (await get('/api/catsys/industry')).json();
    expect(body.data).toHaveLength(15);
    expect(body.data.map((i: { key: string }) => i.key)).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i + 1).padStart(4, '0')),
    );
    expect(body.data[0]).toMatchObject({ id: '0001', name: 'Automation', icon: expect.any(String) });
    expect(body.data[14].name).toBe('Business Services');
    expect(body.data[0].description.length).toBeGreaterThan(40);
  });

  it('lists the categories of one industry with their subcategories', async () => {
    const body = (await get('/api/catsys/industry/0005/category')).json();
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    for (const category of body.data) expect(category.subCategories.length).toBeGreaterThanOrEqual(4);
    expect(body.data[0].order).toBe(1);
  });

  it('answers 404 for an unknown industry', async () => {
    const response = await get('/api/catsys/industry/9999/category');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe("There is no industry with id '9999'.");
  });

  it('returns the full tree: 15 industries, 6+ categories each, 4+ subcategories each', async () => {
    const body = (await get('/api/catsys/industry/full-tree')).json();
    expect(body.data).toHaveLength(15);
    for (const industry of body.data) {
      expect(industry.categories.length).toBeGreaterThanOrEqual(6);
      for (const category of industry.categories)
        expect(category.subCategories.length).toBeGreaterThanOrEqual(4);
    }
    const names = body.data.flatMap((i: { categories: { subCategories: { name: string }[] }[] }) =>
      i.categories.flatMap((c) => c.subCategories.map((s) => s.name)),
    );
    expect(names).toContain('Hydraulic Pumps');
  });
});

describe('the reference service', () => {
  it('reads each list from the database once, however often it is asked for', async () => {
    // A pool of its own: the app's jobs (view counts, search catch-up) take the app's pool's connections meanwhile.
    const { pool, db, close } = connectDatabase({ connectionString: api.database.url, max: 2 });
    let queries = 0;
    const count = () => queries++;
    pool.on('acquire', count);
    try {
      const reference = createReferenceService(db);
      await reference.listCountries();
      await reference.listCountries();
      await reference.checkCodes({ country: 'US', businessType: 'MA' });
      await reference.listIndustryTree();
      await reference.listIndustries();
      // One read for the countries, one for the business types, three for the industry tree.
      expect(queries).toBe(5);
    } finally {
      pool.off('acquire', count);
      await close();
    }
  });
});
