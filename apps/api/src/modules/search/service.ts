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
import { toProduct } from '../products/product-mapper';
import { toBusinessSummary } from './business-summary';
import { createLruCache } from './query-cache';
import { applyCorrections, parseQuery } from './query-text';
import {
  cappedTotal,
  countMatches,
  countRanked,
  findCorrections,
  listNewestSql,
  rankMatchesSql,
  tsQuery,
  type ListingOptions,
} from './ranking';
import * as repository from './repository';

/** Products of a paid tier or a verified business: the predicate of `products_search_paid_idx`. */
const PAID_PRODUCT = sql`(t.business_subscription <> 'standard' or t.business_verified)`;
/** A compiled query, sent as a constant. */
const asQuery = (tsquery: string) => sql`${tsquery}::tsquery`;
const pageSize = (size: number | undefined) => Math.min(size ?? SEARCH_MAX_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE);
const countryFilter = (country: string | undefined) =>
  country && country.toLowerCase() !== GLOBAL_COUNTRY ? country.toUpperCase() : null;

/** How long a typed text keeps its compiled query; new words in listings become typo targets after this. */
const QUERY_CACHE_MS = 10 * 60_000;

export function createSearchService(db: Db) {
  const compiled = createLruCache<{ tsquery: string; at: number }>(5_000);

  /**
   * The tsquery for the text, with unknown words replaced by close known ones; null when there is nothing to
   * match. It is compiled once and then sent as a constant, so PostgreSQL can estimate how common the words are
   * (and pick the right plan) and does not parse the query again for every row it tests.
   */
  async function compileQuery(text: string, options: { wholeWord?: boolean } = {}): Promise<string | null> {
    const parsed = parseQuery(text);
    if (!parsed) return null;
    const key = `${options.wholeWord ? 'w' : 'p'}\u0000${parsed.head}\u0000${parsed.prefix ?? ''}`;
    let entry = compiled.get(key);
    if (!entry || Date.now() - entry.at > QUERY_CACHE_MS) {
      const corrected = applyCorrections(parsed, await findCorrections(db, parsed.words));
      const result = await db.execute<{ tsquery: string }>(
        sql`select (${tsQuery(corrected, options)})::text as tsquery`,
      );
      entry = { tsquery: result.rows[0]!.tsquery, at: Date.now() };
      compiled.set(key, entry);
    }
    // Stop words alone compile to an empty query, which matches nothing: search as if no text was given.
    return entry.tsquery || null;
  }

  /** The statement that yields a page's (id, ord, total) rows: ranked when there is text, else newest first. */
  async function rankingSql(text: string, listing: ListingOptions, options: { wholeWord?: boolean } = {}) {
    const tsquery = await compileQuery(text, options);
    return tsquery ? rankMatchesSql({ ...listing, query: asQuery(tsquery) }) : listNewestSql(listing);
  }

  /** How each compiled query matched products last time, to pick its plan next time; see `rankProducts`. */
  const productShapes = createLruCache<'common' | 'middling' | 'rare'>(5_000);

  /**
   * The ranking of a product search, by the cheapest plan for how the text matches. Every plan answers the same.
   * - Paid and verified products come first, so when more than the cap of them match ("common"), they are the
   *   whole candidate set: one statement, which the head of the listing walk (or their own GIN index) makes cheap.
   * - Otherwise the newest other matches fill the set up to the cap, in a statement that knows exactly how many it
   *   needs: a word of middling frequency then avoids fetching every match or walking far (docs/performance.md).
   * - When all matches fit under the cap ("rare"), the plain statement takes them all from GIN at once.
   * The first search of a query finds out which it is; later ones go straight to its plan, and move it on when the
   * answer shows the matches have changed.
   */
  async function rankProducts<Page extends { total: number }>(
    tsquery: string,
    listing: ListingOptions,
    run: (ranking: SQL) => Promise<Page>,
  ): Promise<Page> {
    const query = asQuery(tsquery);
    const shape = productShapes.get(tsquery);
    if (shape === 'rare') {
      const page = await run(rankMatchesSql({ ...listing, query }));
      if (page.total > SEARCH_RESULT_CAP) productShapes.set(tsquery, 'middling');
      return page;
    }
    const paid = { ...listing, query, filters: PAID_PRODUCT };
    const paidOnly = () => run(rankMatchesSql(paid));
    let paidMatches: number;
    if (shape === 'middling') {
      paidMatches = await countMatches(db, paid);
      if (paidMatches > SEARCH_RESULT_CAP) {
        productShapes.set(tsquery, 'common');
        return paidOnly();
      }
    } else {
      const page = await paidOnly();
      if (page.total > SEARCH_RESULT_CAP) {
        productShapes.set(tsquery, 'common');
        return page;
      }
      paidMatches = page.total;
    }
    const page = await run(rankMatchesSql({ ...listing, query, split: { paid: PAID_PRODUCT, paidMatches } }));
    productShapes.set(tsquery, page.total > SEARCH_RESULT_CAP ? 'middling' : 'rare');
    return page;
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
      const ranking = await rankingSql(body.textQuery, {
        table: 'businesses',
        tier: sql`t.subscription`,
        verified: sql`t.verified`,
        filters: sql`t.business_type_code = ${body.businessType} ${country ? sql`and t.country_code = ${country}` : sql``}`,
        skip: body.skip,
        size: pageSize(body.size),
      });
      // The busiest route: ranking and the page's cards in one statement.
      const ranked = await repository.findRankedBusinessCards(db, ranking);
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
        filters: sql`true`,
        skip: body.skip,
        size: pageSize(body.size),
      };
      // As for businesses, one statement: ranking, products and their businesses' cards.
      const run = async (ranking: SQL) => {
        const rows = await repository.findRankedProducts(db, ranking);
        // Only a page past the end has no row to carry the total; it is then counted on its own.
        return { rows, total: rows[0]?.total ?? (await countRanked(db, ranking)) };
      };
      const tsquery = await compileQuery(body.textQuery);
      const ranked = tsquery ? await rankProducts(tsquery, listing, run) : await run(listNewestSql(listing));
      const { total, capped } = cappedTotal(ranked.total);
      return {
        results: ranked.rows.map((row) => toProduct(row, toBusinessSummary(row.business))),
        total_results: total,
        total_capped: capped,
      };
    },

    async searchUsers(body: UserSearchBody): Promise<UserSearchResult> {
      const country = countryFilter(body.country);
      const ranking = await rankingSql(
        body.textQuery,
        {
          table: 'users',
          filters: country ? sql`t.country_code = ${country}` : sql`true`,
          skip: body.skip,
          size: pageSize(body.size ?? body.limit),
        },
        { wholeWord: true },
      );
      const ranked = await repository.findRankedUserCards(db, ranking);
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
