import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchFacets, SearchFacetsBody, SiteLocale } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { useSiteLocale } from '@/lib/i18n';
import { termsBody } from './product-terms';
import { countryList, type SearchInput } from './search';

/** The facets a results page shows for its search: none for people, product facets for PR, else businesses'. */
export function facetsBodyFor(input: SearchInput): SearchFacetsBody | null {
  const { business, search: textQuery } = input;
  const filters = {
    industries: input.industries ?? [],
    tiers: input.tiers ?? [],
    exact: input.exact ?? false,
  };
  if (business === 'UR') return null;
  if (business === 'PR') return { kind: 'products', textQuery, ...filters, ...termsBody(input.terms) };
  return {
    kind: 'businesses',
    textQuery,
    businessType: business,
    countries: countryList(input.countries),
    ...filters,
  };
}

/** Facet counts for the text and filters of a results page. */
export const facetsQueryOptions = (body: SearchFacetsBody, language: SiteLocale) =>
  queryOptions({
    queryKey: ['search', 'facets', language, body],
    queryFn: ({ signal }) =>
      apiRequest<SearchFacets>('/search/facets', { method: 'POST', body, language, signal }),
    placeholderData: keepPreviousData,
  });

export const useFacets = (body: SearchFacetsBody | null) =>
  useQuery({
    ...facetsQueryOptions(body ?? { kind: 'businesses', textQuery: '' }, useSiteLocale()),
    enabled: body !== null,
  });
