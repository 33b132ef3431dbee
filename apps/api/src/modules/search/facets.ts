import {
  BUSINESS_TYPES,
  FACET_COUNT_CAP,
  SUGGESTIONS_PER_KIND,
  type FacetCount,
  type SearchFacets,
  type SearchFacetsBody,
  type SearchSuggestions,
  type SiteLocale,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { LRUCache } from 'lru-cache';
import type { createQueryCompiler } from './compile';
import type { FacetName } from './memory/index-facets';
import type { SearchMemory } from './memory/search-memory';
import * as repository from './repository';
import { createSharedReads } from './shared-reads';
import { checkTermFilters } from './term-filters';
import { WordStartIndex } from './word-starts';

/** The facets each kind of result is counted by, in the order of `SearchFacets` (see `dimensionsOf`). */
const FACETS_OF_PRODUCTS: readonly FacetName[] = ['industries', 'tiers'];
const FACETS_OF_BUSINESSES: readonly FacetName[] = ['businessTypes', 'countries', 'industries', 'tiers'];

/** How often vocabulary no row uses, and removals the search indexes caught up on, are pruned. */
const PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

const capped = (count: number): Pick<FacetCount, 'count' | 'capped'> => ({
  count: Math.min(count, FACET_COUNT_CAP),
  capped: count > FACET_COUNT_CAP,
});
const tierLabel = (tier: string) => tier.charAt(0).toUpperCase() + tier.slice(1);
const typeLabel = (code: string) => BUSINESS_TYPES.find((type) => type.code === code)?.label ?? code;

/** Facet counts, suggestions while typing and the vocabulary's upkeep: the parts of search beside the result lists. */
export function createFacetService(
  db: Db,
  compiler: ReturnType<typeof createQueryCompiler>,
  /** Each table's search generation now (shared reads, see service.ts). */
  generations: Record<'products' | 'businesses', () => Promise<string>>,
  memories: { products: SearchMemory; businesses: SearchMemory },
) {
  /**
   * Facet counts by search (kind, filters and compiled query), each with the table's search generation it was
   * counted under; reused while the generation stands still, as the ranked lists are (test: search-facets.test.ts,
   * "counts again after a write").
   */
  const facetCountsBySearch = new LRUCache<string, { facets: SearchFacets; generation: string }>({
    max: 1_000,
  });

  /**
   * The names each typed term suggests, read by statements the terms waiting for one share (shared-reads.ts): one
   * statement per keystroke was the cost of a suggestion under load.
   */
  const suggestions = createSharedReads(repository.prepareSuggestions(db), { maxBatch: 100 });
  /**
   * Category and sub-category names for suggestions, read on first use and kept: reference data, which only a
   * restart with a new reference version changes. Matched here rather than by a regular expression over the
   * tables on every keystroke, which was about half of a suggestion's time.
   */
  type KeptNames = { names: repository.TaxonomyName[]; starts: WordStartIndex };
  let taxonomy: Promise<{ categories: KeptNames; subCategories: KeptNames }> | undefined;
  const withStarts = (names: repository.TaxonomyName[]) => ({
    names,
    starts: new WordStartIndex(names.map(({ name }) => name)),
  });
  const taxonomyNames = () =>
    (taxonomy ??= repository.findTaxonomyNames(db).then(
      (names) => ({
        categories: withStarts(names.categories),
        subCategories: withStarts(names.subCategories),
      }),
      (error: unknown) => {
        taxonomy = undefined;
        throw error;
      },
    ));

  /** Industry and country names for the facets counted in memory: reference data, read on first use and kept. */
  let facetNames: ReturnType<typeof repository.findFacetNames> | undefined;
  const facetNamesOnce = () =>
    (facetNames ??= repository.findFacetNames(db).catch((error: unknown) => {
      facetNames = undefined;
      throw error;
    }));

  /** The values a search has chosen, by facet. */
  const chosenValues = (body: SearchFacetsBody): Record<FacetName, string[]> => ({
    businessTypes: body.businessType ? [body.businessType] : [],
    countries: (body.countries ?? []).map((code) => code.toUpperCase()),
    industries: body.industries ?? [],
    tiers: body.tiers ?? [],
  });

  return {
    /**
     * The facet counts of a search's results (every word, or some when no row has all: what the results page
     * lists), each facet under the other facets' filters, most first, a chosen value shown even at 0.
     */
    async searchFacets(body: SearchFacetsBody, language: SiteLocale = 'en'): Promise<SearchFacets> {
      const table = body.kind;
      const terms = checkTermFilters(body);
      const query = await compiler.compile(body.textQuery, table, body.exact, language);
      const key = [table, JSON.stringify({ ...body, textQuery: undefined }), query?.all ?? ''].join('\u0000');
      const kept = facetCountsBySearch.get(key);
      if (kept && kept.generation === (await generations[table]())) return kept.facets;

      const chosen = chosenValues(body);
      const facetNames = table === 'products' ? FACETS_OF_PRODUCTS : FACETS_OF_BUSINESSES;
      const filters = {
        businessType: body.businessType,
        countries: chosen.countries,
        industries: body.industries,
        tiers: body.tiers,
        terms,
      };
      const counted = await memories[table].countFacets(query?.index ?? null, facetNames, filters, true);
      const names = await facetNamesOnce();
      const labelOf = (name: FacetName, value: string) =>
        name === 'tiers'
          ? tierLabel(value)
          : name === 'businessTypes'
            ? typeLabel(value)
            : ((name === 'industries' ? names.industries : names.countries).get(value) ?? value);
      const facets: SearchFacets = { businessTypes: [], countries: [], industries: [], tiers: [] };
      for (const name of facetNames) {
        const all = new Map(counted.counts[name]);
        for (const value of chosen[name]) if (!all.has(value)) all.set(value, 0);
        facets[name] = [...all]
          .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : a > b ? 1 : 0))
          .map(([value, n]) => ({ value, label: labelOf(name, value), ...capped(n) }));
      }
      facetCountsBySearch.set(key, { facets, generation: counted.generation });
      return facets;
    },

    /**
     * Names that match what has been typed so far, by kind; nothing for less than one letter or digit. A code is
     * matched either way names write it ("ip 6" finds "IP67", "24v" finds "24 V"): the names that start with the
     * term as typed first, then those of its other writings (`suggestionTermWritings`).
     */
    async suggest(typed: string): Promise<SearchSuggestions> {
      const term = repository.suggestionTerm(typed);
      const found: SearchSuggestions = { businesses: [], products: [], categories: [], subCategories: [] };
      if (!/[\p{L}\p{N}]/u.test(term)) return found;
      const terms = [term, ...repository.suggestionTermWritings(term)];
      const [rows, taxonomy] = await Promise.all([
        Promise.all(terms.map((writing) => suggestions(writing))),
        taxonomyNames(),
      ]);
      for (const row of rows.flat()) {
        const list = row.kind === 'business' ? found.businesses : found.products;
        if (
          list.length < SUGGESTIONS_PER_KIND &&
          !list.some((kept) => kept.name === row.name && kept.id === row.id)
        )
          list.push({ id: row.id, name: row.name });
      }
      const matching = ({ names, starts }: KeptNames) =>
        starts.firstMatching(terms, SUGGESTIONS_PER_KIND).map((at) => names[at]!);
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
