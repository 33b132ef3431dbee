import {
  BUSINESS_TYPES,
  FACET_COUNT_CAP,
  SUGGESTIONS_PER_KIND,
  type FacetCount,
  type SearchFacets,
  type SearchFacetsBody,
  type SearchSuggestions,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import type { createQueryCompiler } from './compile';
import type { SearchMemory } from './memory/search-memory';
import type { createQueryNarrowing } from './narrowing';
import { createLruCache } from './query-cache';
import * as repository from './repository';
import { checkTermFilters, hasTermFilters } from './term-filters';

/** How often vocabulary no row uses, and removals the in-memory indexes caught up on, are pruned. */
const PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

const capped = (count: number): Pick<FacetCount, 'count' | 'capped'> => ({
  count: Math.min(count, FACET_COUNT_CAP),
  capped: count > FACET_COUNT_CAP,
});
/** Finds the typed text at the start of a word (PostgreSQL's `\\m`), any case, its characters taken literally. */
const wordStart = (term: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_])${term.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')}`, 'iu');
const tierLabel = (tier: string) => tier.charAt(0).toUpperCase() + tier.slice(1);
const typeLabel = (code: string) => BUSINESS_TYPES.find((type) => type.code === code)?.label ?? code;

/** Facet counts, suggestions while typing and the vocabulary's upkeep: the parts of search beside the result lists. */
export function createFacetService(
  db: Db,
  compiler: ReturnType<typeof createQueryCompiler>,
  narrowing: ReturnType<typeof createQueryNarrowing>,
  productMemory: SearchMemory | null,
) {
  /**
   * Facet counts by search (kind, filters and compiled query), each with the table's search generation it was
   * counted under; reused while the generation stands still, as the ranked lists are (test: search-facets.test.ts,
   * "counts again after a write").
   */
  const facetCountsBySearch = createLruCache<{ facets: SearchFacets; generation: string }>(1_000);

  /**
   * Category and sub-category names for suggestions, read on first use and kept: reference data, which only a
   * restart with a new reference version changes. Matched here rather than by a regular expression over the
   * tables on every keystroke (0.65 ms of a suggestion's 1.4 ms on the benchmark's database).
   */
  const suggestions = repository.prepareSuggestions(db);
  let taxonomy: ReturnType<typeof repository.findTaxonomyNames> | undefined;
  const taxonomyNames = () =>
    (taxonomy ??= repository.findTaxonomyNames(db).catch((error: unknown) => {
      taxonomy = undefined;
      throw error;
    }));

  /** Industry names for the facets counted in memory: reference data, read on first use and kept. */
  let industryNames: Promise<Map<string, string>> | undefined;
  const industryNamesOnce = () =>
    (industryNames ??= repository.findIndustryNames(db).catch((error: unknown) => {
      industryNames = undefined;
      throw error;
    }));

  /**
   * A product search's facet counts from the in-memory index, as `countFacets` answers them (rows by facet, most
   * first, chosen values with 0); null when the index cannot answer.
   */
  async function countProductsInMemory(body: SearchFacetsBody, tsquery: string) {
    const counts = await productMemory!.countFacets(tsquery, {
      industries: body.industries,
      tiers: body.tiers,
    });
    if (!counts) return null;
    const names = await industryNamesOnce();
    const rows = (name: 'industries' | 'tiers', found: Map<string, number>, chosen: string[] = []) => {
      const all = new Map(found);
      for (const value of chosen) if (!all.has(value)) all.set(value, 0);
      return [...all]
        .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : a > b ? 1 : 0))
        .map(([v, n]) => ({ name, v, n, label: name === 'industries' ? (names.get(v) ?? v) : v }));
    };
    return {
      counts: [
        ...rows('industries', counts.industries, body.industries),
        ...rows('tiers', counts.tiers, body.tiers),
      ],
      total: counts.total,
      generation: counts.generation,
    };
  }

  return {
    async searchFacets(body: SearchFacetsBody): Promise<SearchFacets> {
      const table = body.kind;
      const terms = checkTermFilters(body);
      const query = await compiler.compile(body.textQuery, 'text', body.exact);
      const key = [table, JSON.stringify({ ...body, textQuery: undefined }), query?.all ?? ''].join('\u0000');
      const kept = facetCountsBySearch.get(key);
      if (kept && kept.generation === (await repository.findSearchGeneration(db, table))) return kept.facets;

      const inMemory = table === 'products' && productMemory !== null && !hasTermFilters(terms);
      const count = async (tsquery: string | null) =>
        (inMemory && tsquery !== null ? await countProductsInMemory(body, tsquery) : null) ??
        repository.countFacets(db, {
          body,
          match: tsquery === null ? null : await narrowing.match(table, tsquery),
          terms,
        });
      let counted = await count(query?.all ?? null);
      // The results page answers the rows that match some of the words when none match them all (`orPartial`
      // in service.ts, under the same filters): count those then, so that the counts describe the results shown.
      if (query && counted.total === 0 && query.wordCount >= 2) {
        const words = await query.words();
        if (words.length >= 2) {
          const some = await count(repository.anyWordQuery(words));
          if (some.total > 0) counted = some;
        }
      }
      const facets: SearchFacets = { businessTypes: [], countries: [], industries: [], tiers: [] };
      for (const row of counted.counts) {
        const name = row.name;
        const label =
          name === 'tiers' ? tierLabel(row.v) : name === 'businessTypes' ? typeLabel(row.v) : row.label;
        facets[name].push({ value: row.v, label, ...capped(row.n) });
      }
      const generation = counted.generation ?? (await repository.findSearchGeneration(db, table));
      facetCountsBySearch.set(key, { facets, generation });
      return facets;
    },

    /** Names that match what has been typed so far, by kind; nothing for less than one letter or digit. */
    async suggest(typed: string): Promise<SearchSuggestions> {
      const term = repository.suggestionTerm(typed);
      const found: SearchSuggestions = { businesses: [], products: [], categories: [], subCategories: [] };
      if (!/[\p{L}\p{N}]/u.test(term)) return found;
      const [rows, taxonomy] = await Promise.all([suggestions(term), taxonomyNames()]);
      for (const row of rows) {
        if (row.kind === 'business') found.businesses.push({ id: row.id, name: row.name });
        else found.products.push({ id: row.id, name: row.name });
      }
      const startsAWord = wordStart(term);
      const matching = (names: repository.TaxonomyName[]) =>
        names.filter(({ name }) => startsAWord.test(name)).slice(0, SUGGESTIONS_PER_KIND);
      found.categories = matching(taxonomy.categories).map(({ id, name }) => ({ id, name }));
      found.subCategories = matching(taxonomy.subCategories).map(({ id, name, parent }) => ({
        id,
        name,
        categoryName: parent ?? '',
      }));
      return found;
    },

    /** Drops vocabulary no row uses any more (see `pruneSearchVocabulary`). */
    pruneVocabulary: () => repository.pruneSearchVocabulary(db),

    /**
     * Prunes the vocabulary every PRUNE_INTERVAL_MS, first a minute after start; answers the function that stops
     * it. Each instance prunes on its own: the delete is idempotent and cheap next to the interval.
     */
    startPruning(log: { error: (details: object, message: string) => void }) {
      const run = () =>
        void Promise.all([repository.pruneSearchVocabulary(db), repository.pruneSearchRemovals(db)]).catch(
          (error: unknown) => log.error({ err: error }, 'search vocabulary pruning failed'),
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
