import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from './helper';
import { bothRankings, expectSameRankings, texts, WORDS } from './search-memory-support';
import { seededRandom } from './search-memory-rank-cases';
import { createSearchService } from '../src/modules/search';
import type { IndexFilters } from '../src/modules/search/memory/search-index';
import { createSearchMemory, type SearchMemory } from '../src/modules/search/memory/search-memory';
import * as repository from '../src/modules/search/repository';

/*
 * The in-memory business index answers what PostgreSQL's ranking statements answer, under the business filters
 * (type, one country, several countries, industries, tiers), and leaves suspended businesses out at once.
 */

const api = useTestApi();
const silent = { info: () => {}, error: () => {} };
const TYPES = ['MA', 'DI', 'WS'];
const COUNTRIES = ['US', 'DE', 'CN'];
const TIERS = ['standard', 'standard', 'gold', 'premium'];

beforeAll(async () => {
  const { next } = seededRandom(11);
  const pick = (values: string[]) => values[Math.floor(next() * values.length)]!;
  const words = (count: number) => Array.from({ length: count }, () => pick(WORDS)).join(' ');
  const rows = Array.from({ length: 400 }, (_, at) => ({
    name: `${words(1 + Math.floor(next() * 2))} ${at}`,
    description: `${words(2 + Math.floor(next() * 10))}.`,
    type: pick(TYPES),
    country: pick(COUNTRIES),
    industry: next() < 0.5 ? '0001' : '0005',
    tier: pick(TIERS),
    verified: next() < 0.2,
    suspended: next() < 0.05,
    at,
  }));
  await api.database.db.execute(sql`
    insert into businesses (company_name, short_description, business_type_code, country_code, industry_id,
      subscription, verified, suspended_at, created_at)
    select r.name, r.description, r.type, r.country, r.industry, r.tier::subscription_tier, r.verified,
      case when r.suspended then now() end, now() - r.at * interval '1 second'
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(name text, description text, type text, country text, industry text, tier text, verified boolean,
        suspended boolean, at int)
  `);
});

let memory: SearchMemory;
afterAll(() => memory?.stop());

const businessRankings = (text: string, filters: IndexFilters & { businessType: string }) =>
  bothRankings(
    api.database.db,
    memory,
    repository.listings.businesses({
      businessType: filters.businessType,
      country: filters.country ?? null,
      filters: {
        countries: filters.countries as string[],
        industries: filters.industries as string[],
        tiers: filters.tiers as string[],
      },
    }),
    filters,
    text,
  );

const filterSets: (IndexFilters & { businessType: string })[] = [
  { businessType: 'MA' },
  { businessType: 'DI', country: 'US' },
  { businessType: 'WS', countries: ['DE', 'CN'], tiers: ['gold', 'premium'] },
  { businessType: 'MA', country: 'DE', countries: ['DE', 'US'], industries: ['0005'] },
  { businessType: 'IM' },
];

describe('the in-memory business index', () => {
  beforeAll(async () => {
    memory = createSearchMemory(api.database.db, 'businesses');
    await memory.start(silent);
  });

  it('ranks every text as PostgreSQL does under the business filters, partial answers included', async () => {
    let compared = 0;
    for (const text of texts)
      for (const filters of filterSets)
        compared += expectSameRankings(
          await businessRankings(text, filters),
          `${text} ${JSON.stringify(filters)}`,
        );
    expect(compared).toBeGreaterThan(80);
  });

  it('leaves a business out once it is suspended, and takes it back when the suspension ends', async () => {
    const db = api.database.db;
    const [added] = (
      await db.execute<{ id: string }>(sql`
        insert into businesses (company_name, short_description, business_type_code, country_code, industry_id)
        values ('Xandor Hydraulics', 'Hydraulic presses.', 'MA', 'US', '0001') returning id`)
    ).rows;
    const found = async () => (await businessRankings('xandor', { businessType: 'MA' }))!;
    expect((await found()).inMemory[0]!.ids).toBe(added!.id);
    await db.execute(sql`update businesses set suspended_at = now() where id = ${added!.id}::uuid`);
    expect((await found()).inMemory[0]!.total).toBe(0);
    await db.execute(
      sql`update businesses set suspended_at = null, country_code = 'DE' where id = ${added!.id}::uuid`,
    );
    const back = await businessRankings('xandor', { businessType: 'MA', country: 'DE' });
    expect(back!.inMemory).toEqual(back!.inSql);
    expect(back!.inMemory[0]!.total).toBe(1);
    await db.execute(sql`delete from businesses where id = ${added!.id}::uuid`);
    expect((await found()).inMemory[0]!.total).toBe(0);
  });

  it('serves business searches and their facets the same answers as PostgreSQL alone', async () => {
    const db = api.database.db;
    const inSql = createSearchService(db);
    const inMemory = createSearchService(db, { memoryIndexes: true });
    const started = inMemory.startMemoryIndexes(silent);
    await started.loaded;
    try {
      for (const text of ['pump', 'hydraulic pump', 'stainless rotary gear', 'hydralic', 'valve hydr'])
        for (const filters of [
          { businessType: 'MA' },
          { businessType: 'DI', country: 'us', countries: ['us', 'de'] },
        ])
          for (const skip of [0, 1]) {
            const body = { textQuery: text, skip, size: 20, ...filters };
            expect(await inMemory.searchBusinesses(body), `${text} ${JSON.stringify(filters)}`).toEqual(
              await inSql.searchBusinesses(body),
            );
          }
      // Facet counts: every match by type, country, industry and tier, each under the others' filters.
      for (const text of texts)
        for (const filters of [
          {},
          { businessType: 'MA' },
          { businessType: 'DI', countries: ['us', 'de'], tiers: ['gold'] },
          { industries: ['0005'], countries: ['ZZ'] },
        ]) {
          const body = { kind: 'businesses' as const, textQuery: text, ...filters };
          expect(await inMemory.searchFacets(body), `${text} ${JSON.stringify(filters)}`).toEqual(
            await inSql.searchFacets(body),
          );
        }
    } finally {
      started.stop();
    }
  });
});
