import { sql, type SQL } from 'drizzle-orm';
import type { ListingOptions } from './repository-ranking';
import type { TermFilters } from './term-filters';

/**
 * What each kind of search lists, and how: the filters of a listing as SQL on the searched table `t`, and the
 * `ListingOptions` of businesses, products and people that the ranking statements take.
 */

/** The parts that are not null, joined by `and`; `true` when all are. */
const and = (...parts: (SQL | null)[]) => {
  const kept = parts.filter((part): part is SQL => part !== null);
  return kept.length > 0 ? sql.join(kept, sql` and `) : sql`true`;
};

/** The facet filters of a search: several values of one facet match any of them. */
export interface FacetFilterValues {
  countries?: string[];
  industries?: string[];
  tiers?: string[];
}

/** The filters of a search by facet, as SQL on the searched table `t`; null for a facet with no filter. */
export function facetFilters(filters: FacetFilterValues) {
  return {
    countries: filters.countries?.length
      ? sql`t.country_code = any(${sql.param(filters.countries.map((code) => code.toUpperCase()))}::text[])`
      : null,
    industries: filters.industries?.length
      ? sql`t.industry_id = any(${sql.param(filters.industries)}::text[])`
      : null,
    tiers: (column: SQL) =>
      filters.tiers?.length ? sql`${column}::text = any(${sql.param(filters.tiers)}::text[])` : null,
  };
}

/**
 * The commercial-term filters of a product search on `t`, each the condition of its partial index
 * (products_price_idx, products_moq_idx, products_payment_terms_idx, products_incoterms_idx) so that the planner
 * may use it. A price range overlaps the product's: its max is at least the filter's min, its min at most the
 * filter's max.
 */
export function termFilters(terms: TermFilters): SQL {
  return and(
    terms.priceCurrency ? sql`t.price_currency = ${terms.priceCurrency}` : null,
    terms.priceMin !== null ? sql`t.price_max >= ${terms.priceMin}` : null,
    terms.priceMax !== null ? sql`t.price_min <= ${terms.priceMax}` : null,
    terms.moqMax !== null ? sql`t.moq <= ${terms.moqMax}` : null,
    terms.paymentTerms.length > 0 ? sql`t.payment_terms @> ${sql.param(terms.paymentTerms)}::text[]` : null,
    terms.incoterms.length > 0 ? sql`t.incoterms @> ${sql.param(terms.incoterms)}::text[]` : null,
    terms.inStock ? sql`t.stock` : null,
  );
}

/** Products of a paid tier or a verified business: the predicate of `products_search_paid_idx`. */
const PAID_PRODUCT = sql`(t.business_subscription <> 'standard' or t.business_verified)`;

/** What each kind of search lists, and how it ranks, as `ListingOptions`. */
export const listings = {
  businesses(options: { businessType: string; country: string | null; filters: FacetFilterValues }) {
    const filters = facetFilters(options.filters);
    return {
      table: 'businesses',
      tier: sql`t.subscription`,
      verified: sql`t.verified`,
      filters: and(
        sql`t.business_type_code = ${options.businessType}`,
        // Suspended by an operator: out of search at once (issue 19).
        sql`t.suspended_at is null`,
        options.country ? sql`t.country_code = ${options.country}` : null,
        filters.countries,
        filters.industries,
        filters.tiers(sql`t.subscription`),
      ),
    } satisfies ListingOptions;
  },
  products(options: { filters: FacetFilterValues; terms: TermFilters }) {
    const filters = facetFilters(options.filters);
    return {
      table: 'products',
      tier: sql`t.business_subscription`,
      verified: sql`t.business_verified`,
      // Products over a lapsed membership's limit are kept but not shown (the partial indexes leave them out).
      filters: and(
        sql`not t.hidden`,
        filters.industries,
        filters.tiers(sql`t.business_subscription`),
        termFilters(options.terms),
      ),
    } satisfies ListingOptions;
  },
  users(options: { country: string | null }) {
    return {
      table: 'users',
      filters: and(
        sql`t.suspended_at is null`,
        options.country ? sql`t.country_code = ${options.country}` : null,
      )!,
    } satisfies ListingOptions;
  },
  /** The products of a product listing that rank first (a paid tier or a verified business), or the others. */
  paidProducts(listing: ListingOptions, paid: boolean): ListingOptions {
    return {
      ...listing,
      filters: sql`${listing.filters} and ${paid ? PAID_PRODUCT : sql`not ${PAID_PRODUCT}`}`,
    };
  },
};
