import { sql, type SQL } from 'drizzle-orm';

/** The filters of a search by facet, as SQL on the searched table `t`; `business` for a product's business. */
export function facetFilters(filters: { countries?: string[]; industries?: string[]; tiers?: string[] }) {
  const list = (values: string[]) => `{${values.join(',')}}`;
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
/** The parts that are not null, joined by `and`. */
export const and = (...parts: (SQL | null)[]) =>
  sql.join(
    parts.filter((part): part is SQL => part !== null),
    sql` and `,
  );

/** The facet filters of a search as part of its ranking's key. */
export const filterKey = (filters: { countries?: string[]; industries?: string[]; tiers?: string[] }) =>
  [filters.countries, filters.industries, filters.tiers]
    .map((values) => [...(values ?? [])].sort().join(','))
    .join('/');
