import { sql, type SQL } from 'drizzle-orm';
import {
  BUSINESS_TYPES,
  FACET_COUNT_CAP,
  type FacetCount,
  type SearchFacets,
  type SearchFacetsBody,
  type SearchSuggestions,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import type { createQueryCompiler } from './compile';
import { createLruCache } from './query-cache';
import * as repository from './repository';
import {
  countFacets,
  findSuggestions,
  pruneSearchVocabulary,
  suggestionTerm,
  type FacetDimension,
} from './repository-extras';
import { facetFilters } from './filters';

/** How often vocabulary no row uses is pruned. */
const PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

const capped = (count: number): Pick<FacetCount, 'count' | 'capped'> => ({
  count: Math.min(count, FACET_COUNT_CAP),
  capped: count > FACET_COUNT_CAP,
});
const tierLabel = (tier: string) => tier.charAt(0).toUpperCase() + tier.slice(1);
const typeLabel = (code: string) => BUSINESS_TYPES.find((type) => type.code === code)?.label ?? code;

/** The dimensions a kind of result is counted by, in the order of `SearchFacets`. */
function dimensionsOf(body: SearchFacetsBody): { name: keyof SearchFacets; dimension: FacetDimension }[] {
  const filters = facetFilters(body);
  const countryName = sql`(select country_name from countries where code = v)`;
  const industryName = sql`(select name from industries where id = v)`;
  if (body.kind === 'products') {
    return [
      {
        name: 'industries',
        dimension: { column: sql`t.industry_id`, filter: filters.industries, label: industryName },
      },
      {
        name: 'tiers',
        dimension: {
          column: sql`t.business_subscription`,
          filter: filters.tiers(sql`t.business_subscription`),
          label: null,
        },
      },
    ].map(({ name, dimension }) => ({ name: name as keyof SearchFacets, dimension: { name, ...dimension } }));
  }
  const type = body.businessType ? sql`t.business_type_code = ${body.businessType}` : null;
  return (
    [
      ['businessTypes', sql`t.business_type_code`, type, null],
      ['countries', sql`t.country_code`, filters.countries, countryName],
      ['industries', sql`t.industry_id`, filters.industries, industryName],
      ['tiers', sql`t.subscription`, filters.tiers(sql`t.subscription`), null],
    ] as const
  ).map(([name, column, filter, label]) => ({ name, dimension: { name, column, filter, label } }));
}

/** Facet counts, suggestions while typing and the vocabulary's upkeep: the parts of search beside the result lists. */
export function createFacetService(db: Db, compiler: ReturnType<typeof createQueryCompiler>) {
  /**
   * Facet counts by search (kind, filters and compiled query), each with the table's search generation it was
   * counted under; reused while the generation stands still (as the ranked lists are).
   */
  const counted = createLruCache<{ facets: SearchFacets; generation: string }>(1_000);

  return {
    async searchFacets(body: SearchFacetsBody): Promise<SearchFacets> {
      const table = body.kind;
      const query = await compiler.compile(body.textQuery, 'text', body.exact);
      const dimensions = dimensionsOf(body);
      const key = [table, JSON.stringify({ ...body, textQuery: undefined }), query?.all ?? ''].join('\u0000');
      const kept = counted.get(key);
      if (kept && kept.generation === (await repository.findSearchGeneration(db, table))) return kept.facets;

      const visible: SQL = table === 'products' ? sql`not t.hidden` : sql`t.suspended_at is null`;
      const rows = await countFacets(db, {
        table,
        match: query ? sql`t.search_vector @@ ${query.all}::tsquery and ${visible}` : visible,
        dimensions: dimensions.map(({ dimension }) => dimension),
      });
      const facets: SearchFacets = { businessTypes: [], countries: [], industries: [], tiers: [] };
      for (const row of rows) {
        const name = dimensions[row.facet]!.name;
        const label =
          name === 'tiers' ? tierLabel(row.v) : name === 'businessTypes' ? typeLabel(row.v) : row.label;
        facets[name].push({ value: row.v, label, ...capped(row.n) });
      }
      const generation = rows[0]?.generation ?? (await repository.findSearchGeneration(db, table));
      counted.set(key, { facets, generation });
      return facets;
    },

    /** Names that match what has been typed so far, by kind; nothing for less than one letter or digit. */
    async suggest(typed: string): Promise<SearchSuggestions> {
      const term = suggestionTerm(typed);
      const found: SearchSuggestions = { businesses: [], products: [], categories: [], subCategories: [] };
      if (!/[\p{L}\p{N}]/u.test(term)) return found;
      for (const row of await findSuggestions(db, term)) {
        if (row.kind === 'business') found.businesses.push({ id: row.id, name: row.name });
        else if (row.kind === 'product') found.products.push({ id: row.id, name: row.name });
        else if (row.kind === 'category') found.categories.push({ id: row.id, name: row.name });
        else found.subCategories.push({ id: row.id, name: row.name, categoryName: row.parent ?? '' });
      }
      return found;
    },

    /** Drops vocabulary no row uses any more (see `pruneSearchVocabulary`). */
    pruneVocabulary: () => pruneSearchVocabulary(db),

    /**
     * Prunes the vocabulary every PRUNE_INTERVAL_MS, first a minute after start; answers the function that stops
     * it. Each instance prunes on its own: the delete is idempotent and cheap next to the interval.
     */
    startPruning(log: { error: (details: object, message: string) => void }) {
      const run = () =>
        void pruneSearchVocabulary(db).catch((error: unknown) =>
          log.error({ err: error }, 'search vocabulary pruning failed'),
        );
      const first = setTimeout(run, 60_000);
      const every = setInterval(run, PRUNE_INTERVAL_MS);
      first.unref();
      every.unref();
      return () => {
        clearTimeout(first);
        clearInterval(every);
      };
    },
  };
}
