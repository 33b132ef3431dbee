import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { GLOBAL_COUNTRY } from '@tradeforge/contracts';
import type { CreateSavedSearchBody, SavedSearch } from '@tradeforge/contracts';
import { paths } from '@/app/paths';

/** What the results page searches (its address): PR products, UR people, any other code businesses of that type. */
export interface ResultsPageSearch {
  business: string;
  /** One ISO code, several joined by commas, or global. */
  countries: string;
  search: string;
  industries?: string[];
  tiers?: string[];
  exact?: boolean;
}

const codes = (countries: string) =>
  countries && countries !== GLOBAL_COUNTRY ? countries.split(',').filter(Boolean) : [];

/** The saved search of a results page; none for people, whose results are not watched. */
export function savedSearchBody(page: ResultsPageSearch): CreateSavedSearchBody | null {
  if (page.business === 'UR') return null;
  const filters = {
    ...(page.industries?.length ? { industries: page.industries } : {}),
    ...(page.tiers?.length ? { tiers: page.tiers } : {}),
    ...(page.exact ? { exact: true } : {}),
  };
  const textQuery = page.search.trim().slice(0, 200);
  if (page.business === 'PR') return { kind: 'products', query: { textQuery, ...filters } };
  const countries = codes(page.countries);
  return {
    kind: 'businesses',
    query: {
      textQuery,
      businessType: page.business,
      ...(countries.length === 1 ? { country: countries[0] } : countries.length > 1 ? { countries } : {}),
      ...filters,
    },
  };
}

/** The results page of a saved search. */
export function savedSearchHref({ kind, query }: SavedSearch): string {
  const countries = [...(query.countries ?? []), ...(query.country ? [query.country] : [])];
  const params = new URLSearchParams({
    business: kind === 'products' ? 'PR' : (query.businessType ?? ''),
    countries: countries.length ? countries.join(',') : GLOBAL_COUNTRY,
    search: query.textQuery,
  });
  if (query.industries?.length) params.set('industries', query.industries.join(','));
  if (query.tiers?.length) params.set('tiers', query.tiers.join(','));
  if (query.exact) params.set('exact', '1');
  return `${paths.searchResult}?${params.toString()}`;
}

/** "Manufacturers · CA, US · 2 industries · gold": what a saved search looks for besides its words. */
export function describeSavedSearch(
  { kind, query }: SavedSearch,
  i18n: I18n,
  typeName: (code: string, fallback?: string) => string,
): string {
  const industries = query.industries?.length ?? 0;
  const type =
    kind === 'products'
      ? typeName('PR')
      : query.businessType
        ? typeName(query.businessType, i18n._(msg`Businesses`))
        : i18n._(msg`Businesses`);
  const countries = [...(query.countries ?? []), ...(query.country ? [query.country] : [])];
  return [
    type,
    countries.length ? countries.join(', ') : kind === 'businesses' ? i18n._(msg`All countries`) : null,
    industries ? i18n._(msg`${plural(industries, { one: '# industry', other: '# industries' })}`) : null,
    query.tiers?.length ? query.tiers.join(', ') : null,
    query.exact ? i18n._(msg`exact words`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
