import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { UNFEATURED_NAME } from '../src/modules/search/repository';
import { createBusiness, createCompleteBusiness, createProduct, createUser } from './factories';
import { useTestApi } from './helper';

const api = useTestApi();
const fetchGroups = async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/search/business/last-registered' });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    businessType: { code: string; name: string };
    businesses: {
      businessID: string;
      general: { companyName: string };
      reactions: { reactionCount: { like: number } };
    }[];
  }[];
};
const namesOf = async (code: string) =>
  (await fetchGroups())
    .find((group) => group.businessType.code === code)!
    .businesses.map((business) => business.general.companyName);

const completeBusiness = (fields: Parameters<typeof createCompleteBusiness>[1]) =>
  createCompleteBusiness(api.database.db, fields);

describe('GET /api/search/business/last-registered', () => {
  it('answers the four groups, empty, before any business exists', async () => {
    const groups = await fetchGroups();
    expect(groups.map((g) => g.businessType)).toEqual([
      { code: 'MA', name: 'Manufacturers' },
      { code: 'DI', name: 'Distributors' },
      { code: 'EX', name: 'Exporters' },
      { code: 'CO', name: 'Consultants' },
    ]);
    expect(groups.every((g) => g.businesses.length === 0)).toBe(true);
  });

  it('lists the three newest complete businesses of each type, newest first, with their like count', async () => {
    const base = Date.UTC(2026, 0, 1);
    const manufacturers = [];
    for (let i = 0; i < 5; i++) {
      manufacturers.push(
        await completeBusiness({
          companyName: `Maker ${i}`,
          businessTypeCode: 'MA',
          createdAt: new Date(base + i * 60_000),
        }),
      );
    }
    await completeBusiness({ companyName: 'Only Distributor', businessTypeCode: 'DI' });
    await completeBusiness({ companyName: 'A Wholesaler', businessTypeCode: 'WS' });
    const fan = await createUser(api.database.db);
    await api.database.db
      .insert(schema.reactions)
      .values({ resourceType: 'business', resourceId: manufacturers[4]!.id, userId: fan.id });

    const groups = await fetchGroups();
    const makers = groups[0]!.businesses;
    expect(makers.map((b) => b.general.companyName)).toEqual(['Maker 4', 'Maker 3', 'Maker 2']);
    expect(makers[0]!.reactions.reactionCount.like).toBe(1);
    expect(makers[1]!.reactions.reactionCount.like).toBe(0);
    expect(groups[1]!.businesses.map((b) => b.general.companyName)).toEqual(['Only Distributor']);
    const allNames = groups.flatMap((g) => g.businesses.map((b) => b.general.companyName));
    expect(allNames).not.toContain('A Wholesaler');
  });

  it('leaves out newer businesses without a logo, a description or a product shown', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2027, 0, 1) + minutes * 60_000);
    await completeBusiness({ companyName: 'Complete Consulting', businessTypeCode: 'CO', createdAt: at(0) });
    await createBusiness(api.database.db, {
      companyName: 'No Logo Consulting',
      businessTypeCode: 'CO',
      generalDescription: 'We advise on export compliance.',
      createdAt: at(1),
    }).then((business) => createProduct(api.database.db, business.id));
    await completeBusiness({
      companyName: 'Blank Description Consulting',
      businessTypeCode: 'CO',
      generalDescription: '   ',
      createdAt: at(2),
    });
    await createBusiness(api.database.db, {
      companyName: 'No Product Consulting',
      businessTypeCode: 'CO',
      profilePhoto: { url: '/uploads/public/logo.webp' },
      generalDescription: 'We advise on export compliance.',
      createdAt: at(3),
    });
    const hidden = await completeBusiness({
      companyName: 'Hidden Product Consulting',
      businessTypeCode: 'CO',
      createdAt: at(4),
    });
    // Its only product is hidden (beyond the plan's slots, or by an operator): nothing for a visitor to see.
    await api.database.db
      .update(schema.products)
      .set({ hidden: true })
      .where(eq(schema.products.businessId, hidden.id));

    expect(await namesOf('CO')).toEqual(['Complete Consulting']);
  });

  it('never features a name that looks like markup or a test string, though such a business exists', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2028, 0, 1) + minutes * 60_000);
    await completeBusiness({
      companyName: 'Gulf Coast Global Trade LLC',
      businessTypeCode: 'EX',
      createdAt: at(0),
    });
    const junk = ['Probe Valves 1795882420825', '<b>Bold</b> Exports', '{{companyName}}', 'asdf Trading'];
    for (const [index, companyName] of junk.entries())
      await completeBusiness({ companyName, businessTypeCode: 'EX', createdAt: at(index + 1) });

    expect(await namesOf('EX')).toEqual(['Gulf Coast Global Trade LLC']);
    const [probe] = await api.database.db
      .select()
      .from(schema.businesses)
      .where(eq(schema.businesses.companyName, 'Probe Valves 1795882420825'));
    expect(probe).toBeDefined();
  });

  it('keeps the rule to what test scripts and markup write, so real company names pass', async () => {
    const refused = [
      'Probe Valves 1795882420825',
      'Acme 20260101',
      '<script>alert(1)</script>',
      'Bold </b>',
      '{{name}}',
      '${companyName}',
      '[Company]',
      'Smith &amp; Sons',
      'Caf&#233;',
      'Pumps%20Inc',
      'Aaaaa Valves',
      'Valves!!!!',
      'https://spam.example.com',
      'www.cheap-valves.example',
      'Lorem Ipsum Industries',
      'QWERTY Supply',
      'asdf',
      'Foobar Corp',
      'Dummy Business',
      'pipe | table',
      'back\\slash',
    ];
    const kept = [
      'Gulf Coast Global Trade LLC',
      '3M',
      'Route 66 Supply',
      'Founded 1948 Tool & Die',
      'Smith & Sons',
      "O'Neil Pumps",
      'AT&T Business',
      'A-1 Hydraulics',
      '100% Cotton Mills',
      'Zoë Textiles',
      'Triple-A Fasteners',
      'Mississippi Valley Grain',
      'XX Century Furniture',
      'Test & Measurement Co.',
      'Probe Valves',
      'Dummyweight Fitness',
    ];
    const flagged = async (names: string[]) =>
      (
        await api.database.db.execute<{ name: string }>(
          sql`select name from unnest(${sql.param(names)}::text[]) as n(name) where name ~* ${UNFEATURED_NAME}`,
        )
      ).rows.map((row) => row.name);
    expect(await flagged(refused)).toEqual(refused);
    expect(await flagged(kept)).toEqual([]);
  });
});
