import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createUser } from './factories';
import { useTestApi } from './helper';
import { searchSupport } from './search-support';

const api = useTestApi();
const { post } = searchSupport(api);

describe('POST /api/user/search', () => {
  it('finds people by name and company, filtered by country', async () => {
    await createUser(api.database.db, {
      firstName: 'Marisol',
      lastName: 'Vega',
      companyName: 'Andes Copper',
      countryCode: 'CL',
    });
    await createUser(api.database.db, {
      firstName: 'Marisol',
      lastName: 'Park',
      companyName: 'Seoul Robotics',
      countryCode: 'KR',
    });
    const response = await post('/api/user/search', { textQuery: 'marisol', skip: 0, size: 5, limit: 5 });
    expect(response.json().data.totalResults).toBe(2);
    const chile = (
      await post('/api/user/search', { textQuery: 'marisol', skip: 0, size: 5, country: 'CL' })
    ).json().data;
    expect(chile.profiles.map((p: { lastName: string }) => p.lastName)).toEqual(['Vega']);
    expect(chile.profiles[0].country).toEqual({ code: 'CL', countryName: 'Chile' });
    const byCompany = (await post('/api/user/search', { textQuery: 'robotics', skip: 0, size: 5 })).json()
      .data;
    expect(byCompany.profiles.map((p: { lastName: string }) => p.lastName)).toEqual(['Park']);
    // A name being typed still matches as a prefix, also after another word.
    const typing = (await post('/api/user/search', { textQuery: 'maris', skip: 0, size: 5 })).json().data;
    expect(typing.totalResults).toBe(2);
    const both = (await post('/api/user/search', { textQuery: 'marisol pa', skip: 0, size: 5 })).json().data;
    expect(both.profiles.map((p: { lastName: string }) => p.lastName)).toEqual(['Park']);
  });

  it('finds a profession only while its owner shows it', async () => {
    const [user] = await api.database.db
      .insert(schema.users)
      .values({
        email: `metallurgist-${Date.now()}@example.com`,
        passwordHash: 'not-a-real-hash',
        firstName: 'Ines',
        lastName: 'Duarte',
        profession: 'Metallurgist',
        showProfession: false,
      })
      .returning();
    const find = async () =>
      (await post('/api/user/search', { textQuery: 'metallurgist', skip: 0, size: 5 })).json().data
        .totalResults;
    expect(await find()).toBe(0);
    await api.database.db
      .update(schema.users)
      .set({ showProfession: true })
      .where(eq(schema.users.id, user!.id));
    expect(await find()).toBe(1);
  });
});
