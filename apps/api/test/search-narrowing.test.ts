import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBusiness } from './factories';
import { useTestApi } from './helper';
import { createSearchService } from '../src/modules/search';
import { createQueryNarrowing } from '../src/modules/search/narrowing';
import * as repository from '../src/modules/search/repository';
import { checkTermFilters } from '../src/modules/search/term-filters';

const api = useTestApi();
const noTerms = checkTermFilters({});

/**
 * 400 products that all say "materials" (as the benchmark's generated descriptions all do), 6 of them upholstery
 * foam, one of those hidden; the table analyzed, so that its statistics know "materials" is in every row.
 */
beforeAll(async () => {
  const db = api.database.db;
  const maker = await createBusiness(db, { companyName: 'Quillon Foams' });
  await db.execute(sql`
    insert into products (business_id, name, description, industry_id, category_id, created_at, hidden)
    select ${maker.id}::uuid,
      case when i <= 6 then 'Upholstery Foam Sheet ' || i else 'Steel Bracket ' || i end,
      'Quality materials, one year warranty.', '0005', '0005-01', now() - i * interval '1 minute', i = 3
    from generate_series(1, 400) i
  `);
  await db.execute(sql`analyze products`);
});

afterEach(() => vi.useRealTimers());

/** The words of `tsquery` that a search on products finds through the index (null: the whole query). */
const narrowedBy = async (narrowing: ReturnType<typeof createQueryNarrowing>, tsquery: string) =>
  (await narrowing.match('products', tsquery)).narrowing;

describe('narrowing a search to its rare words', () => {
  it('reads how common each lexeme is from the table’s statistics', async () => {
    const shares = await repository.findLexemeShares(api.database.db, 'products');
    expect(shares?.byLexeme.get('materi')).toBe(1);
    expect(shares?.otherwise).toBeGreaterThan(0);
    expect(shares?.byLexeme.get('upholsteri') ?? shares?.otherwise).toBeLessThan(0.1);
  });

  it('finds the same rows, in the same order, as the whole query through the index', async () => {
    const db = api.database.db;
    const narrowing = createQueryNarrowing(db);
    const tsquery = "'upholsteri' & 'foam' & 'materi'";
    const narrowed = await narrowedBy(narrowing, tsquery);
    expect(narrowed).toMatch(/upholsteri/);
    expect(narrowed).not.toMatch(/materi/);
    const listing = repository.listings.products({ filters: {}, terms: noTerms });
    const whole = await repository.rankMatches(db, listing, { tsquery, narrowing: null });
    const through = await repository.rankMatches(db, listing, { tsquery, narrowing: narrowed });
    expect(through).toEqual(whole);
    expect(through.total).toBe(5);
    // The words left out of the index are still tested: no upholstery foam is a bracket.
    const none = "'upholsteri' & 'foam' & 'bracket'";
    const narrowedNone = await narrowedBy(narrowing, none);
    expect(narrowedNone).not.toMatch(/bracket/);
    expect(
      await repository.rankMatches(db, listing, { tsquery: none, narrowing: narrowedNone }),
    ).toMatchObject({
      total: 0,
    });

    const body = { kind: 'products' as const, textQuery: 'x', exact: false };
    const counts = (match: repository.Match) => repository.countFacets(db, { body, match, terms: noTerms });
    expect(await counts({ tsquery, narrowing: narrowed })).toEqual(
      await counts({ tsquery, narrowing: null }),
    );
  });

  it('answers a search with a word in every product from its rare words', async () => {
    const search = createSearchService(api.database.db);
    const found = await search.searchProducts({
      textQuery: 'upholstery foam materials',
      skip: 0,
      size: 10,
      exact: false,
    });
    expect(found.total_results).toBe(5);
    expect(found.results.map((product) => product.name)).toEqual(
      [1, 2, 4, 5, 6].map((i) => `Upholstery Foam Sheet ${i}`),
    );
    const facets = await search.searchFacets({
      kind: 'products',
      textQuery: 'upholstery foam materials',
      exact: false,
    });
    expect(facets.tiers).toEqual([{ value: 'standard', label: 'Standard', count: 5, capped: false }]);
  });

  it('reads the statistics again after ten minutes, not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = api.database.db;
    const narrowing = createQueryNarrowing(db);
    const tsquery = "'upholsteri' & 'bracket'";
    expect(await narrowedBy(narrowing, tsquery)).toBe("'upholsteri'");
    // Every product says "upholstery" now: once ANALYZE knows, "bracket" is the rarer word.
    await db.execute(sql`update products set description = description || ' Upholstery grade.'`);
    await db.execute(sql`analyze products`);
    vi.advanceTimersByTime(9 * 60_000);
    expect(await narrowedBy(narrowing, tsquery)).toBe("'upholsteri'");
    vi.advanceTimersByTime(2 * 60_000);
    expect(await narrowedBy(narrowing, tsquery)).toBe("'bracket'");
  });
});
