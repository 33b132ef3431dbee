import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BusinessSearchResult,
  ProductSearchResult,
  SiteLocale,
  UserSearchResult,
} from '@tradeforge/contracts';
import { DEFAULT_SEARCH_BUSINESS_TYPE, GLOBAL_COUNTRY, SEARCH_PAGE_SIZE } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { useSiteLocale } from '@/lib/i18n';
import { termsBody, termsFromParams, type ProductTermsInput } from './product-terms';

export interface SearchInput {
  business: string;
  /** One ISO code, several joined by commas (facet filter), or global. */
  countries: string;
  search: string;
  page: number;
  /** Facet filters (industry ids, membership tiers); empty for none. */
  industries?: string[];
  tiers?: string[];
  /** Search the words as typed, without typo correction. */
  exact?: boolean;
  /** Product searches: filters by commercial terms. */
  terms?: ProductTermsInput;
}

/** The country codes of the `countries` parameter; none for global. */
export const countryList = (countries: string) =>
  countries && countries !== GLOBAL_COUNTRY ? countries.split(',').filter(Boolean) : [];

/**
 * The search an address asks for (`/search-result?business=&countries=&search=&page=`, with the facet filters
 * `industries`, `tiers` comma-separated and `exact=1`, and for products the term filters of `termsFromParams`), with
 * the spec's defaults. The server renders with it and the
 * page queries with it, so both ask the same query.
 */
export function searchInputFromParams(params: URLSearchParams): SearchInput {
  const listOf = (name: string) => (params.get(name) ?? '').split(',').filter(Boolean);
  return {
    business: params.get('business') || DEFAULT_SEARCH_BUSINESS_TYPE,
    countries: params.get('countries') || GLOBAL_COUNTRY,
    search: params.get('search') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    industries: listOf('industries'),
    tiers: listOf('tiers'),
    exact: params.get('exact') === '1',
    terms: termsFromParams(params),
  };
}

/** skip = 5 x (page - 1), as the spec's pager sets it. */
const skipOf = (page: number) => SEARCH_PAGE_SIZE * (page - 1);
/** One country goes as the spec's `country`, several as the facet filter `countries`. */
const country = (countries: string) => {
  const codes = countryList(countries);
  return codes.length === 1 ? { country: codes[0] } : codes.length > 1 ? { countries: codes } : {};
};
/** Empty lists and a false flag are left out of the body. */
const extras = ({ industries, tiers, exact }: SearchInput) => ({
  ...(industries?.length ? { industries } : {}),
  ...(tiers?.length ? { tiers } : {}),
  ...(exact ? { exact } : {}),
});

export type SearchOutcome =
  | { kind: 'products'; data: ProductSearchResult }
  | { kind: 'users'; data: UserSearchResult }
  | { kind: 'businesses'; data: BusinessSearchResult };

/** PR searches products, UR people, any other code businesses of that type. */
export function runSearch(
  input: SearchInput,
  language: SiteLocale,
  signal?: AbortSignal,
): Promise<SearchOutcome> {
  const { business, countries, search, page } = input;
  const paging = { skip: skipOf(page), size: SEARCH_PAGE_SIZE };
  if (business === 'PR') {
    return apiRequest<ProductSearchResult>('/search/product', {
      method: 'POST',
      body: { textQuery: search, ...paging, ...extras(input), ...termsBody(input.terms) },
      language,
      signal,
    }).then((data) => ({ kind: 'products', data }));
  }
  if (business === 'UR') {
    return apiRequest<UserSearchResult>('/user/search', {
      method: 'POST',
      body: { textQuery: search, ...paging, limit: SEARCH_PAGE_SIZE, country: countryList(countries)[0] },
      signal,
    }).then((data) => ({ kind: 'users', data }));
  }
  return apiRequest<BusinessSearchResult>('/search/business', {
    method: 'POST',
    body: { textQuery: search, businessType: business, ...paging, ...country(countries), ...extras(input) },
    language,
    signal,
  }).then((data) => ({ kind: 'businesses', data }));
}

/** `language`: the page's, whose stems a Spanish or Italian text also matches (the API's search compiler). */
export const searchQueryOptions = (input: SearchInput, language: SiteLocale) =>
  queryOptions({
    queryKey: ['search', language, input],
    queryFn: ({ signal }) => runSearch(input, language, signal),
    placeholderData: keepPreviousData,
  });

export const useSearch = (input: SearchInput) => useQuery(searchQueryOptions(input, useSiteLocale()));
