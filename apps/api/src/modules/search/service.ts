import {
  BUSINESS_TYPES,
  GLOBAL_COUNTRY,
  LAST_REGISTERED_GROUPS,
  LAST_REGISTERED_PER_GROUP,
  SEARCH_MAX_PAGE_SIZE,
  type BusinessSearchBody,
  type BusinessSearchResult,
  type LastRegisteredGroup,
  type ProductSearchBody,
  type ProductSearchResult,
  type UserSearchBody,
  type UserSearchResult,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { toBusinessSummary } from '../businesses';
import { recordSearchAppearances } from '../insights';
import { toProduct } from '../products';

import { createQueryCompiler, partialAnswerWords, type CompiledQuery, type QueryKind } from './compile';
import { createFacetService } from './facets';
import { createQueryNarrowing } from './narrowing';
import { rankMemoryFirst } from './memory-first';
import { createProductRanking } from './product-ranking';
import { cappedTotal, type Ranked, type RankedList } from './ranked-list';
import { createSearchPages } from './search-pages';
import * as repository from './repository';
import type { ListingOptions } from './repository';
import { createSharedCardsPages, createSharedGenerationReads, createSharedReads } from './shared-reads';
import { createSearchMemory, type SearchMemoryLog } from './memory/search-memory';
import { checkTermFilters, filterKey, hasTermFilters, termKey } from './term-filters';

const pageSize = (size: number | undefined) => Math.min(size ?? SEARCH_MAX_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE);
const countryFilter = (country: string | undefined) =>
  country && country.toLowerCase() !== GLOBAL_COUNTRY ? country.toUpperCase() : null;

export interface SearchServiceOptions {
  /** Rank product and business searches in this process's in-memory indexes once loaded (memory/). */
  memoryIndexes?: boolean;
}

export function createSearchService(db: Db, options: SearchServiceOptions = {}) {
  const compiler = createQueryCompiler(db);
  /** Each table's search generation, read by statements the requests waiting for one share (shared-reads.ts). */
  const generations = {
    products: createSharedGenerationReads(() => repository.findSearchGeneration(db, 'products')),
    businesses: createSharedGenerationReads(() => repository.findSearchGeneration(db, 'businesses')),
    users: createSharedGenerationReads(() => repository.findSearchGeneration(db, 'users')),
  };
  const productMemory = options.memoryIndexes
    ? createSearchMemory(db, 'products', generations.products)
    : null;
  const businessMemory = options.memoryIndexes
    ? createSearchMemory(db, 'businesses', generations.businesses)
    : null;
  const narrowing = createQueryNarrowing(db);

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
    const rows = await repository.findNewestBusinessesByType(db, codes, LAST_REGISTERED_PER_GROUP);
    return requests.map(() => rows);
  });

  const searchPage = createSearchPages();

  /**
   * When no row matches all the words, the rows that match some of them, most first (`RankOptions.words`): the
   * answer of Meilisearch and Typesense to a text whose words never occur together.
   */
  async function orPartial(all: RankedList, query: CompiledQuery, listing: ListingOptions): Promise<Ranked> {
    const words = await partialAnswerWords(query, all.total);
    if (!words) return all;
    const some = await repository.rankSomeWords(db, listing, words);
    return some.total > 0 ? { ...some, partial: true } : all;
  }

  /** The ranking of a search: by relevance when there is text (or some of it), else newest first. */
  async function rankingOf(text: string, listing: ListingOptions, kind: QueryKind, exact = false) {
    const query = await compiler.compile(text, kind, exact);
    return {
      query,
      key: query?.all ?? '',
      rank: async () =>
        query
          ? orPartial(
              await repository.rankMatches(db, listing, await narrowing.match(listing.table, query.all)),
              query,
              listing,
            )
          : repository.listNewest(db, listing),
    };
  }

  /** How the text was matched, for every kind of result. */
  const matching = (query: CompiledQuery | null, ranked: { partial: boolean }) => ({
    partialMatch: ranked.partial,
    correctedQuery: query?.corrected ?? null,
  });

  const rankProducts = createProductRanking(db, narrowing);

  return {
    ...createFacetService(db, compiler, narrowing, generations, {
      products: productMemory,
      businesses: businessMemory,
    }),
    /** Loads the in-memory indexes in the background, if on: `loaded` answers when both are, `stop` drops them. */
    startMemoryIndexes(log: SearchMemoryLog) {
      const memories = [productMemory, businessMemory].filter((memory) => memory !== null);
      return {
        loaded: Promise.all(memories.map((memory) => memory.start(log))).then(() => {}),
        stop: () => memories.forEach((memory) => memory.stop()),
      };
    },
    /** See `forget` in compile.ts: the listings' vocabulary grew (services.ts listens for it). */
    forgetVocabulary: compiler.forget,
    /** See `hearing` in compile.ts: whether this instance hears the vocabulary's announcements. */
    hearVocabulary: compiler.hearing,
    /** The home page's four groups, in the spec's order, each with its newest businesses (possibly none). */
    async listLastRegistered(): Promise<LastRegisteredGroup[]> {
      const rows = await newestOfGroups(null);
      return LAST_REGISTERED_GROUPS.map(({ code }) => ({
        businessType: { code, name: BUSINESS_TYPES.find((type) => type.code === code)?.label ?? code },
        businesses: rows.filter((row) => row.business_type_code === code).map(toBusinessSummary),
      }));
    },

    async searchBusinesses(body: BusinessSearchBody): Promise<BusinessSearchResult> {
      const country = countryFilter(body.country);
      const { query, key, rank } = await rankingOf(
        body.textQuery,
        repository.listings.businesses({ businessType: body.businessType, country, filters: body }),
        'text',
        body.exact,
      );
      const filters = {
        businessType: body.businessType,
        country,
        countries: body.countries?.map((code) => code.toUpperCase()),
        industries: body.industries,
        tiers: body.tiers,
      };
      const ranked = await searchPage({
        key: ['businesses', body.businessType, country, filterKey(body), key].join('\u0000'),
        rank: query ? (upTo) => rankMemoryFirst(businessMemory, query, filters, rank, upTo) : rank,
        fetchPage: businessCardsPage,
        skip: body.skip,
        size: pageSize(body.size),
      });
      const { total, capped } = cappedTotal(ranked.total);
      const cards = ranked.rows.map(toBusinessSummary);
      recordSearchAppearances(
        db,
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

    async searchProducts(body: ProductSearchBody): Promise<ProductSearchResult> {
      const terms = checkTermFilters(body);
      const listing = repository.listings.products({ filters: body, terms });
      const query = await compiler.compile(body.textQuery, 'text', body.exact);
      const filtersKey = `${filterKey(body)}/${termKey(terms)}`;
      const ranked = await searchPage({
        key: ['products', filtersKey, query?.all ?? ''].join('\u0000'),
        rank: async (upTo) => {
          if (!query) return repository.listNewest(db, listing);
          const inSql = async () =>
            orPartial(await rankProducts(query.all, listing, filtersKey), query, listing);
          // Commercial terms are filtered in PostgreSQL only.
          if (hasTermFilters(terms)) return inSql();
          return rankMemoryFirst(
            productMemory,
            query,
            { industries: body.industries, tiers: body.tiers },
            inSql,
            upTo,
          );
        },
        fetchPage: productsPage,
        skip: body.skip,
        size: pageSize(body.size),
      });
      const { total, capped } = cappedTotal(ranked.total);
      const results = ranked.rows.map((row) => toProduct(row, toBusinessSummary(row.business)));
      recordSearchAppearances(
        db,
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
      const { query, key, rank } = await rankingOf(
        body.textQuery,
        repository.listings.users({ country }),
        'people',
      );
      const ranked = await searchPage({
        key: ['users', country, key].join('\u0000'),
        rank,
        fetchPage: userCardsPage,
        skip: body.skip,
        size: pageSize(body.size ?? body.limit),
      });
      const { total, capped } = cappedTotal(ranked.total);
      return {
        profiles: ranked.rows.map((row) => ({
          userID: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          profilePhoto: row.profile_photo,
          country: row.country_code
            ? { code: row.country_code, countryName: row.country_name ?? row.country_code }
            : null,
          state: row.state_id ? { stateID: row.state_id, stateName: row.state_name ?? row.state_id } : null,
          city: row.city,
          jobPosition: row.job_position_id
            ? { jobPositionID: row.job_position_id, name: row.job_position_name ?? '' }
            : null,
          companyName: row.company_name,
          briefPresentation: row.brief_presentation,
          reactions: { reactionCount: { like: row.like_count } },
        })),
        totalResults: total,
        totalCapped: capped,
        ...matching(query, ranked),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
