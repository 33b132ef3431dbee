import { sql, type SQL } from 'drizzle-orm';
import type { TermFilters } from './term-filters';

/** Values as a PostgreSQL array literal (each quoted), sent as one parameter. */
const list = (values: string[]) => `{${values.map((value) => JSON.stringify(value)).join(',')}}`;

/** The filters of a search by facet, as SQL on the searched table `t`; `business` for a product's business. */
export function facetFilters(filters: { countries?: string[]; industries?: string[]; tiers?: string[] }) {
  return {
    countries: filters.countries?.length
      ? sql`t.country_code = any(${list(filters.countries.map((code) => code.toUpperCase()))}::text[])`
      : null,
    industries: filters.industries?.length
      ? sql`t.industry_id = any(${list(filters.industries)}::text[])`
      : null,
    tiers: (column: SQL) =>
      filters.tiers?.length ? sql`${column}::text = any(${list(filters.tiers)}::text[])` : null,
  };
}

/**
 * The commercial-term filters of a product search on `t`, each the condition of its partial index
 * (products_price_idx, products_moq_idx, products_payment_terms_idx, products_incoterms_idx) so that the planner
 * may use it. A price range overlaps the product's: its max is at least the filter's min, its min at most the
 * filter's max.
 */
export function termFilters(terms: TermFilters): SQL | null {
  return andOrNull(
    terms.priceCurrency ? sql`t.price_currency = ${terms.priceCurrency}` : null,
    terms.priceMin !== null ? sql`t.price_max >= ${terms.priceMin}` : null,
    terms.priceMax !== null ? sql`t.price_min <= ${terms.priceMax}` : null,
    terms.moqMax !== null ? sql`t.moq <= ${terms.moqMax}` : null,
    terms.paymentTerms.length > 0 ? sql`t.payment_terms @> ${list(terms.paymentTerms)}::text[]` : null,
    terms.incoterms.length > 0 ? sql`t.incoterms @> ${list(terms.incoterms)}::text[]` : null,
    terms.inStock ? sql`t.stock` : null,
  );
}

/** The parts that are not null, joined by `and`; null when all are. */
function andOrNull(...parts: (SQL | null)[]): SQL | null {
  const kept = parts.filter((part): part is SQL => part !== null);
  return kept.length > 0 ? sql.join(kept, sql` and `) : null;
}

/** The parts that are not null, joined by `and`. */
export const and = (...parts: (SQL | null)[]) => andOrNull(...parts) ?? sql`true`;

/** The facet filters of a search as part of its ranking's key. */
export const filterKey = (filters: { countries?: string[]; industries?: string[]; tiers?: string[] }) =>
  [filters.countries, filters.industries, filters.tiers]
    .map((values) => [...(values ?? [])].sort().join(','))
    .join('/');
