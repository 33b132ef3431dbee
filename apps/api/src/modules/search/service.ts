import { sql, type SQL } from 'drizzle-orm';
import {
  BUSINESS_TYPES,
  GLOBAL_COUNTRY,
  LAST_REGISTERED_GROUPS,
  LAST_REGISTERED_PER_GROUP,
  SEARCH_RESULT_CAP,
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
import { toProduct } from '../products';

import { createLruCache } from './query-cache';
import { applyCorrections, parseQuery } from './query-text';
import {
  cappedTotal,
  findCorrections,
  listNewestSql,
  pageOf,
  rankMatchesSql,
  tsQuery,
  type ListingOptions,
  type RankedList,
} from './ranking';
import * as repository from './repository';

/** Products of a paid tier or a verified business: the predicate of `products_search_paid_idx`. */
const PAID_PRODUCT = sql`(t.business_subscription <> 'standard' or t.business_verified)`;
/** A compiled query, sent as a constant. */
const asQuery = (tsquery: string) => sql`${tsquery}::tsquery`;
const pageSize = (size: number | undefined) => Math.min(size ?? SEARCH_MAX_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE);
const countryFilter = (country: string | undefined) =>
  country && country.toLowerCase() !== GLOBAL_COUNTRY ? country.toUpperCase() : null;

/**
 * How long a typed text keeps its compiled query: new words in listings become typo targets, and new lexemes join
 * the expansion of a prefix (`tsQuery`), within this.
 */
const QUERY_CACHE_MS = 60_000;

export function createSearchService(db: Db) {
  const compiled = createLruCache<string>(5_000, { maxAgeMs: QUERY_CACHE_MS });
  /** Each word's typo correction (null: none), kept as long as compiled queries: texts vary more than words. */
  const corrections = createLruCache<string | null>(20_000, { maxAgeMs: QUERY_CACHE_MS });

  async function correctionsOf(words: string[]) {
    const found = new Map<string, string>();
    const unknown: string[] = [];
    for (const word of words) {
      const to = corrections.get(word);
      if (to === undefined) unknown.push(word);
      else if (to) found.set(word, to);
    }
    if (unknown.length > 0) {
      const looked = await findCorrections(db, unknown);
      for (const word of unknown) {
        const to = looked.get(word) ?? null;
        corrections.set(word, to);
        if (to) found.set(word, to);
      }
    }
    return found;
  }

  /**
   * The tsquery for the text, with unknown words replaced by close known ones; null when there is nothing to
   * match. It is compiled once and then sent as a constant, so PostgreSQL can estimate how common the words are
   * (and pick the right plan) and does not parse the query again for every row it tests.
   */
  async function compileQuery(text: string, options: { wholeWord?: boolean } = {}): Promise<string | null> {
    const parsed = parseQuery(text);
    if (!parsed) return null;
    const key = `${options.wholeWord ? 'w' : 'p'}\u0000${parsed.head}\u0000${parsed.prefix ?? ''}`;
    let tsquery = compiled.get(key);
    if (tsquery === undefined) {
      const corrected = applyCorrections(parsed, await correctionsOf(parsed.words));
      const result = await db.execute<{ tsquery: string }>(
        sql`select (${tsQuery(corrected, options)})::text as tsquery`,
      );
      tsquery = result.rows[0]!.tsquery;
      compiled.set(key, tsquery);
    }
    // Stop words alone compile to an empty query, which matches nothing: search as if no text was given.
    return tsquery || null;
  }

  async function rankedList(statement: SQL): Promise<RankedList> {
    const result = await db.execute<RankedList>(statement);
    return result.rows[0]!;
  }

  const productsPage = repository.prepareProductsPage(db);

  /** Ranked lists by search (table, filters and compiled query). */
  const rankings = createLruCache<RankedList>(1_000);

  /**
   * One page of a search. The ranked list of a search (every candidate's id, in order) is kept and serves its other
   * pages and the same search again while the table's search generation stands still: each page's cards come with
   * the generation as it is now, and when it has moved, a write has committed since, so the search is ranked again.
   */
  async function searchPage<Row extends { generation: string }>(search: {
    key: string;
    table: ListingOptions['table'];
    rank: () => Promise<RankedList>;
    fetchPage: (ids: string[]) => Promise<Row[]>;
    skip: number;
    size: number;
  }): Promise<{ rows: Row[]; total: number }> {
    const { key, table, rank, fetchPage, skip, size } = search;
    const fetch = async (list: RankedList) => {
      const ids = pageOf(list, skip, size);
      return ids.length > 0 ? fetchPage(ids) : [];
    };
    const kept = rankings.get(key);
    if (kept) {
      const rows = await fetch(kept);
      const generation = rows[0]?.generation ?? (await repository.findSearchGeneration(db, table));
      if (generation === kept.generation) return { rows, total: kept.total };
    }
    const list = await rank();
    rankings.set(key, list);
    return { rows: await fetch(list), total: list.total };
  }

  /** The ranking of a search: by relevance when there is text, else newest first. */
  async function rankingOf(text: string, listing: ListingOptions, options: { wholeWord?: boolean } = {}) {
    const tsquery = await compileQuery(text, options);
    return {
      tsquery: tsquery ?? '',
      rank: () =>
        rankedList(
          tsquery ? rankMatchesSql({ ...listing, query: asQuery(tsquery) }) : listNewestSql(listing),
        ),
    };
  }

  /** Whether all the matches of a compiled query fitted under the cap last time; see `rankProducts`. */
  const fewMatches = createLruCache<boolean>(5_000);

  /**
   * The ranking of a product search, by the cheapest plan for how the text matches; every plan answers the same.
   * Products of a paid tier or a verified business rank before all others, so the ranked list is theirs followed by
   * the others', each ranked on its own:
   * - the paid ones come from their own GIN index (or the head of the listing walk); when more than the cap of them
   *   match, they are the whole candidate set;
   * - otherwise the newest other matches fill the set up to the cap, in a statement that knows how many it needs,
   *   which spares a word of middling frequency from fetching every match or walking far (docs/performance.md).
   * A text whose matches all fitted under the cap is ranked the next time in one statement, all from GIN at once.
   */
  async function rankProducts(tsquery: string, listing: ListingOptions): Promise<RankedList> {
    const query = asQuery(tsquery);
    if (fewMatches.get(tsquery)) {
      const all = await rankedList(rankMatchesSql({ ...listing, query }));
      if (all.total > SEARCH_RESULT_CAP) fewMatches.set(tsquery, false);
      return all;
    }
    const paid = await rankedList(
      rankMatchesSql({ ...listing, query, filters: sql`${listing.filters} and ${PAID_PRODUCT}` }),
    );
    if (paid.total > SEARCH_RESULT_CAP) return paid;
    const others = await rankedList(
      rankMatchesSql({
        ...listing,
        query,
        filters: sql`${listing.filters} and not ${PAID_PRODUCT}`,
        limit: SEARCH_RESULT_CAP + 1 - paid.total,
      }),
    );
    const total = paid.total + others.total;
    fewMatches.set(tsquery, total <= SEARCH_RESULT_CAP);
    // The older generation of the two: should a write have come between them, the next search ranks again.
    return { ids: paid.ids + others.ids, total, generation: paid.generation };
  }

  return {
    /** The home page's four groups, in the spec's order, each with its newest businesses (possibly none). */
    async listLastRegistered(): Promise<LastRegisteredGroup[]> {
      const codes = LAST_REGISTERED_GROUPS.map((group) => group.code);
      const rows = await repository.findNewestBusinessesByType(db, codes, LAST_REGISTERED_PER_GROUP);
      return LAST_REGISTERED_GROUPS.map(({ code }) => ({
        businessType: { code, name: BUSINESS_TYPES.find((type) => type.code === code)?.label ?? code },
        businesses: rows.filter((row) => row.business_type_code === code).map(toBusinessSummary),
      }));
    },

    async searchBusinesses(body: BusinessSearchBody): Promise<BusinessSearchResult> {
      const country = countryFilter(body.country);
      const { tsquery, rank } = await rankingOf(body.textQuery, {
        table: 'businesses',
        tier: sql`t.subscription`,
        verified: sql`t.verified`,
        filters: sql`t.business_type_code = ${body.businessType} ${country ? sql`and t.country_code = ${country}` : sql``}`,
      });
      const ranked = await searchPage({
        key: ['businesses', body.businessType, country, tsquery].join('\u0000'),
        table: 'businesses',
        rank,
        fetchPage: (ids) => repository.findBusinessCardsPage(db, ids),
        skip: body.skip,
        size: pageSize(body.size),
      });
      const { total, capped } = cappedTotal(ranked.total);
      return {
        results: ranked.rows
          .map(toBusinessSummary)
          .map((card) => ({ businessProfile: card, reactions: card.reactions })),
        total_results: total,
        total_capped: capped,
      };
    },

    async searchProducts(body: ProductSearchBody): Promise<ProductSearchResult> {
      const listing = {
        table: 'products' as const,
        tier: sql`t.business_subscription`,
        verified: sql`t.business_verified`,
        // Products over a lapsed membership's limit are kept but not shown (the partial indexes leave them out).
        filters: sql`not t.hidden`,
      };
      const tsquery = await compileQuery(body.textQuery);
      const ranked = await searchPage({
        key: ['products', tsquery ?? ''].join('\u0000'),
        table: 'products',
        rank: () => (tsquery ? rankProducts(tsquery, listing) : rankedList(listNewestSql(listing))),
        fetchPage: productsPage,
        skip: body.skip,
        size: pageSize(body.size),
      });
      const { total, capped } = cappedTotal(ranked.total);
      return {
        results: ranked.rows.map((row) => toProduct(row, toBusinessSummary(row.business))),
        total_results: total,
        total_capped: capped,
      };
    },

    async searchUsers(body: UserSearchBody): Promise<UserSearchResult> {
      const country = countryFilter(body.country);
      const { tsquery, rank } = await rankingOf(
        body.textQuery,
        { table: 'users', filters: country ? sql`t.country_code = ${country}` : sql`true` },
        { wholeWord: true },
      );
      const ranked = await searchPage({
        key: ['users', country, tsquery].join('\u0000'),
        table: 'users',
        rank,
        fetchPage: (ids) => repository.findUserCardsPage(db, ids),
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
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
