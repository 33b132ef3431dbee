import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessSearchResult, ProductSearchResult, UserSearchResult } from '@tradeforge/contracts';
import { DEFAULT_SEARCH_BUSINESS_TYPE, GLOBAL_COUNTRY, SEARCH_PAGE_SIZE } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export interface SearchInput {
  business: string;
  countries: string;
  search: string;
  page: number;
}

/** The search an address asks for (`/search-result?business=&countries=&search=&page=`), with the spec's defaults. */
export function searchInputFromParams(params: URLSearchParams): SearchInput {
  return {
    business: params.get('business') || DEFAULT_SEARCH_BUSINESS_TYPE,
    countries: params.get('countries') || GLOBAL_COUNTRY,
    search: params.get('search') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** skip = 5 x (page - 1), as the spec's pager sets it. */
const skipOf = (page: number) => SEARCH_PAGE_SIZE * (page - 1);
const country = (countries: string) => (countries && countries !== GLOBAL_COUNTRY ? countries : undefined);

export type SearchOutcome =
  | { kind: 'products'; data: ProductSearchResult }
  | { kind: 'users'; data: UserSearchResult }
  | { kind: 'businesses'; data: BusinessSearchResult };

/** PR searches products, UR people, any other code businesses of that type. */
export function runSearch(
  { business, countries, search, page }: SearchInput,
  signal?: AbortSignal,
): Promise<SearchOutcome> {
  const paging = { skip: skipOf(page), size: SEARCH_PAGE_SIZE };
  if (business === 'PR') {
    return apiRequest<ProductSearchResult>('/search/product', {
      method: 'POST',
      body: { textQuery: search, ...paging },
      signal,
    }).then((data) => ({ kind: 'products', data }));
  }
  if (business === 'UR') {
    return apiRequest<UserSearchResult>('/user/search', {
      method: 'POST',
      body: { textQuery: search, ...paging, limit: SEARCH_PAGE_SIZE, country: country(countries) },
      signal,
    }).then((data) => ({ kind: 'users', data }));
  }
  return apiRequest<BusinessSearchResult>('/search/business', {
    method: 'POST',
    body: { textQuery: search, businessType: business, ...paging, country: country(countries) },
    signal,
  }).then((data) => ({ kind: 'businesses', data }));
}

export const searchQueryOptions = (input: SearchInput) =>
  queryOptions({
    queryKey: ['search', input],
    queryFn: ({ signal }) => runSearch(input, signal),
    placeholderData: keepPreviousData,
  });

export const useSearch = (input: SearchInput) => useQuery(searchQueryOptions(input));
