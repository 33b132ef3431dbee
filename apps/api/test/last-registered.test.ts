import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createBusiness, createUser } from './factories';
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

  it('lists the three newest businesses of each type, newest first, with their like count', async () => {
    const base = Date.UTC(2026, 0, 1);
    const manufacturers = [];
    for (let i = 0; i < 5; i++) {
      manufacturers.push(
        await createBusiness(api.database.db, {
          companyName: `Maker ${i}`,
          businessTypeCode: 'MA',
          createdAt: new Date(base + i * 60_000),
        }),
      );
    }
    await createBusiness(api.database.db, { companyName: 'Only Distributor', businessTypeCode: 'DI' });
    await createBusiness(api.database.db, { companyName: 'A Wholesaler', businessTypeCode: 'WS' });
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
});
