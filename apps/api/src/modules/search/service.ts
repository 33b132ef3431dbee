import {
  BUSINESS_TYPES,
  GLOBAL_COUNTRY,
  LAST_REGISTERED_GROUPS,
  LAST_REGISTERED_PER_GROUP,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_RESULT_CAP,
  type BusinessSearchBody,
  type BusinessSearchResult,
  type LastRegisteredGroup,
  type ProductSearchBody,
  type ProductSearchResult,
  type SearchKindCounts,
  type SearchKindCountsBody,
  type UserSearchBody,
  type SiteLocale,
  type UserSearchResult,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { toBusinessSummary } from '../businesses';
import { toProduct } from '../products';

import { createQueryCompiler, type CompiledQuery } from './compile';
import { createFacetService } from './facets';
import type { IndexFilters } from './memory/index-columns';
import { createSearchMemory, type SearchMemory, type SearchMemoryLog } from './memory/search-memory';
import { cappedTotal, pageOf, type Ranked } from './ranked-list';
import * as repository from './repository';
import { countGroups } from './repository-extras';
import { createSearchPages } from './search-pages';
import { createSharedCardsPages, createSharedGenerationReads, createSharedReads } from './shared-reads';
import { checkTermFilters, filterKey, termKey } from './term-filters';

const pageSize = (size: number | undefined) => Math.min(size ?? SEARCH_MAX_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE);
const countryFilter = (country: string | undefined) =>
  country && country.toLowerCase() !== GLOBAL_COUNTRY ? country.toUpperCase() : null;

/**
 * Search over businesses, products and people. Each kind is ranked in this process's search index of its table
 * (memory/), by the one ranking policy (policy.ts); PostgreSQL keeps the rows, compiles the typed words (stems,
 * typo candidates) and serves the pages of cards. `countAppearances` is told the businesses a page of business or
 * product results shows and the text that found them (the insights counter, where counting is on).
 */
export function createSearchService(
  db: Db,
  { countAppearances }: { countAppearances?: (businessIds: string[], text: string) => void } = {},
) {
  /** Each table's search generation, read by statements the requests waiting for one share (shared-reads.ts). */
  const generations = {
    products: createSharedGenerationReads(() => repository.findSearchGeneration(db, 'products')),
    businesses: createSharedGenerationReads(() => repository.findSearchGeneration(db, 'businesses')),
    users: createSharedGenerationReads(() => repository.findSearchGeneration(db, 'users')),
  };
  const memories = {
    products: createSearchMemory(db, 'products', generations.products),
    businesses: createSearchMemory(db, 'businesses', generations.businesses),
    users: createSearchMemory(db, 'users', generations.users),
  };
  const compiler = createQueryCompiler(db, (kind, lexeme) => memories[kind].rowsWith(lexeme));

  /** Pages of cards, each table's read by statements the pages waiting for one share (shared-reads.ts). */
  const productsPage = createSharedCardsPages(
    repository.prepareProductsPage(db),
    (row) => row.product.id,
    generations.products,
  );
  const businessCardsPage = createSharedCardsPages(
    repository.prepareBusinessCardsPage(db),
    (row) => row.id,
    generations.businesses,
  );
  const userCardsPage = createSharedCardsPages(
    repository.prepareUserCardsPage(db),
    (row) => row.id,
    generations.users,
  );

  /** The home page's newest businesses of each group, read by statements the requests waiting for one share. */
  const newestOfGroups = createSharedReads(async (requests: null[]) => {
    const codes = LAST_REGISTERED_GROUPS.map((group) => group.code);
    const ids = await repository.findNewestBusinessIdsByType(db, codes, LAST_REGISTERED_PER_GROUP);
    const { rows } = await businessCardsPage(ids);
    return requests.map(() => rows);
  });

  const searchPage = createSearchPages();

  /**
   * The ranking of a search in its table's index, as it stands (no statement while nothing changed); `recheck`
   * ranks again caught up, when the page of cards shows that a write committed since.
   */
  function rankingIn(memory: SearchMemory, query: CompiledQuery | null, filters: IndexFilters) {
    const rankWith = (check: boolean, upTo: number) =>
      memory.rank(query?.index ?? null, filters, { check, upTo });
    return async (upTo: number): Promise<Ranked> => ({
      ...(await rankWith(false, upTo)),
      recheck: () => rankWith(true, upTo),
    });
  }

  /** How the text was matched, for every kind of result. */
  const matching = (query: CompiledQuery | null, ranked: { partial: boolean }) => ({
    partialMatch: ranked.partial,
    correctedQuery: query?.corrected ?? null,
  });

  return {
    ...createFacetService(db, compiler, generations, memories),
    /** Loads the indexes in the background: `loaded` answers when all are, `stop` drops them. */
    startMemoryIndexes(log: SearchMemoryLog) {
      const all = Object.values(memories);
      return {
        loaded: Promise.all(all.map((memory) => memory.start(log))).then(() => {}),
        isLoaded: () => all.every((memory) => memory.isLoaded()),
        stop: () => all.forEach((memory) => memory.stop()),
      };
    },
    /** See `forget` in compile.ts: the listings' vocabulary grew (services.ts listens for it). */
    forgetVocabulary: compiler.forget,
    /** See `hearing` in compile.ts: whether this instance hears the vocabulary's announcements. */
    hearVocabulary: compiler.hearing,
    /** The tsquery a saved search's text matches with: the results page's words, without typo correction. */
    async exactTsquery(text: string, kind: 'products' | 'businesses'): Promise<string | null> {
      return (await compiler.compile(text, kind, true))?.all ?? null;
    },
    /** The home page's four groups, in the spec's order, each with its newest businesses (possibly none). */
    async listLastRegistered(): Promise<LastRegisteredGroup[]> {
      const rows = await newestOfGroups(null);
      return LAST_REGISTERED_GROUPS.map(({ code }) => ({
        businessType: { code, name: BUSINESS_TYPES.find((type) => type.code === code)?.label ?? code },
        businesses: rows.filter((row) => row.business_type_code === code).map(toBusinessSummary),
      }));
    },

    /**
     * The businesses a text matches, best first by the one policy, at most `upTo` ids, caught up with every write
     * committed before the call: how a buying request finds its suppliers (issue 50). Not a search anyone sees, so
     * no search appearance is counted. `partial`: no business has every word; these have some, most first.
     */
    async rankBusinessIds(text: string, upTo: number): Promise<{ ids: string[]; partial: boolean }> {
      const query = await compiler.compile(text, 'businesses');
      if (!query) return { ids: [], partial: false };
      const ranked = await memories.businesses.rank(query.index, {}, { check: true, upTo });
      return { ids: pageOf(ranked, 0, upTo), partial: ranked.partial };
    },

    /** `language`: the searcher's, whose own stems the text matches too (compile.ts). */
    async searchBusinesses(
      body: BusinessSearchBody,
      language: SiteLocale = 'en',
    ): Promise<BusinessSearchResult> {
      const country = countryFilter(body.country);
      const query = await compiler.compile(body.textQuery, 'businesses', body.exact, language);
      const filters: IndexFilters = {
        businessType: body.businessType,
        country,
        countries: body.countries?.map((code) => code.toUpperCase()),
        industries: body.industries,
        tiers: body.tiers,
      };
      const ranked = await searchPage({
        key: ['businesses', body.businessType, country, filterKey(body), query?.all ?? ''].join('\u0000'),
        rank: rankingIn(memories.businesses, query, filters),
        fetchPage: businessCardsPage,
        skip: body.skip,
        size: pageSize(body.size),
      });
      const { total, capped } = cappedTotal(ranked.total);
      const cards = ranked.rows.map(toBusinessSummary);
      countAppearances?.(
        cards.map((card) => card.businessID),
        body.textQuery,
      );
      return {
        results: cards.map((card) => ({ businessProfile: card, reactions: card.reactions })),
        total_results: total,
        total_capped: capped,
        ...matching(query, ranked),
      };
    },

    async searchProducts(body: ProductSearchBody, language: SiteLocale = 'en'): Promise<ProductSearchResult> {
      const terms = checkTermFilters(body);
      const query = await compiler.compile(body.textQuery, 'products', body.exact, language);
      const ranked = await searchPage({
        key: ['products', filterKey(body), termKey(terms), query?.all ?? ''].join('\u0000'),
        rank: rankingIn(memories.products, query, { industries: body.industries, tiers: body.tiers, terms }),
        fetchPage: productsPage,
        skip: body.skip,
        size: pageSize(body.size),
      });
      const { total, capped } = cappedTotal(ranked.total);
      const results = ranked.rows.map((row) => toProduct(row, toBusinessSummary(row.business)));
      countAppearances?.(
        results.map((product) => product.businessID),
        body.textQuery,
      );
      return {
        results,
        total_results: total,
        total_capped: capped,
        ...matching(query, ranked),
      };
    },

    async searchUsers(body: UserSearchBody): Promise<UserSearchResult> {
      const country = countryFilter(body.country);
      const query = await compiler.compile(body.textQuery, 'people');
      const ranked = await searchPage({
        key: ['users', country, query?.all ?? ''].join('\u0000'),
        rank: rankingIn(memories.users, query, { country }),
        fetchPage: userCardsPage,
        skip: body.skip,
        size: pageSize(body.size ?? body.limit),
      });
      const { total, capped } = cappedTotal(ranked.total);
      return {
        profiles: ranked.rows.map(repository.toUserCard),
        totalResults: total,
        totalCapped: capped,
        ...matching(query, ranked),
      };
    },

    /**
     * How many results the text has in each kind of search (products, people, businesses by type), as each
     * results page counts them, so that a search with no manufacturer can offer the products and people it found.
     */
    async countKinds(body: SearchKindCountsBody, language: SiteLocale = 'en'): Promise<SearchKindCounts> {
      const country = countryFilter(body.country);
      const [products, businesses, people] = await Promise.all([
        compiler.compile(body.textQuery, 'products', false, language),
        compiler.compile(body.textQuery, 'businesses', false, language),
        compiler.compile(body.textQuery, 'people'),
      ]);
      const text = body.textQuery.trim();
      const [productCount, userCount, byType, groupCount] = await Promise.all([
        memories.products.count(products?.index ?? null, {}),
        memories.users.count(people?.index ?? null, { country }),
        memories.businesses.countByType(businesses?.index ?? null, { country }),
        // Groups are few beside listings: PostgreSQL's full-text index counts them (issue 49).
        text ? countGroups(db, text, SEARCH_RESULT_CAP) : 0,
      ]);
      const counted = (count: number) => {
        const { total, capped } = cappedTotal(count);
        return { count: total, capped };
      };
      return {
        products: counted(productCount.count),
        users: counted(userCount.count),
        groups: counted(groupCount),
        businessTypes: BUSINESS_TYPES.filter(({ code }) => code !== 'PR' && code !== 'UR').map(
          ({ code, label }) => ({ code, label, ...counted(byType.counts.get(code) ?? 0) }),
        ),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
