import { describe, expect, it } from 'vitest';
import { createBusiness, createProduct, createUser } from './factories';
import { useTestApi } from './helper';
import { searchSupport } from './search-support';

const api = useTestApi();
const { post, searchProducts: products } = searchSupport(api);

describe('answers a buyer can act on (issue 44)', () => {
  it('finds a manufacturer by what it sells: "hydraulic pump" reaches the maker of hydraulic pumps first', async () => {
    const db = api.database.db;
    const medical = await createBusiness(db, {
      companyName: 'Orvale Medical Devices',
      shortDescription: 'Infusion pump and patient monitor maker.',
    });
    await createProduct(db, medical.id, { name: 'Volumetric Infusion Pump', description: 'For hospitals.' });
    const maker = await createBusiness(db, { companyName: 'Tarrow Fluid Power Inc' });
    await createProduct(db, maker.id, { name: 'Hydraulic Gear Pump HGP-30', description: 'Cast iron.' });
    await createProduct(db, maker.id, {
      name: 'Hydraulic Piston Pump',
      description: 'Variable displacement.',
    });
    const found = (
      await post('/api/search/business', { textQuery: 'hydraulic pump', businessType: 'MA' })
    ).json().data;
    expect(found.partialMatch).toBe(false);
    expect(found.results[0].businessProfile.general.companyName).toBe('Tarrow Fluid Power Inc');
  });

  it('ranks hydraulic pumps above heat pumps for "hydraulic pump"', async () => {
    const db = api.database.db;
    const maker = await createBusiness(db, { companyName: 'Wendell Thermal' });
    await createProduct(db, maker.id, {
      name: 'Heat Pump HP-9',
      description: 'Air-source heat pump with a hydraulic module for radiators.',
    });
    await createProduct(db, maker.id, { name: 'Hydraulic Pump Unit', description: 'Compact power pack.' });
    const names = (await products('hydraulic pump')).results.map((p) => p.name);
    expect(names.indexOf('Hydraulic Pump Unit')).toBeLessThan(names.indexOf('Heat Pump HP-9'));
  });

  it('corrects "compresor" to the compressors the kind has, not to "compression"', async () => {
    const db = api.database.db;
    const maker = await createBusiness(db, { companyName: 'Lindqvist Air Systems' });
    await createProduct(db, maker.id, {
      name: 'Rotary Screw Compressor RS-15',
      description: 'Oil-injected.',
    });
    await createProduct(db, maker.id, { name: 'Compression Sleeve', description: 'Sportswear.' });
    const found = await products('compresor');
    expect(found.correctedQuery).toMatch(/^compressors?$/);
    expect(found.results.map((p) => p.name)).toEqual(['Rotary Screw Compressor RS-15']);
  });

  it("counts the other kinds' results of the same text, so a person's name searched as a business type is found", async () => {
    const db = api.database.db;
    await createUser(db, { firstName: 'Marisol', lastName: 'Quintanar' });
    const counts = (await post('/api/search/counts', { textQuery: 'Marisol Quintanar' })).json().data;
    expect(counts.users).toEqual({ count: 1, capped: false });
    expect(counts.products.count).toBe(0);
    expect(counts.businessTypes.find((type: { code: string }) => type.code === 'MA')).toMatchObject({
      count: 0,
    });
    expect(counts.businessTypes.map((type: { code: string }) => type.code)).toEqual([
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
  });
});
