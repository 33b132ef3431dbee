import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchKindCounts, SearchKindCountsBody, SiteLocale } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { useSiteLocale } from '@/lib/i18n';
import { countryList, type SearchInput } from './search';

/**
 * The kinds' counts a results page asks for, null without a text (every kind lists everything then). One country
 * filters every kind; several are a facet of businesses only, so the kinds count all countries then.
 */
export function kindCountsBodyFor(input: SearchInput): SearchKindCountsBody | null {
  if (input.search.trim() === '') return null;
  const codes = countryList(input.countries);
  return { textQuery: input.search, ...(codes.length === 1 ? { country: codes[0] } : {}) };
}

/** How many results the same text has in each kind (products, people, businesses by type). */
export const kindCountsQueryOptions = (body: SearchKindCountsBody, language: SiteLocale) =>
  queryOptions({
    queryKey: ['search', 'counts', language, body],
    queryFn: ({ signal }) =>
      apiRequest<SearchKindCounts>('/search/counts', { method: 'POST', body, language, signal }),
    placeholderData: keepPreviousData,
  });

export const useKindCounts = (body: SearchKindCountsBody | null) =>
  useQuery({ ...kindCountsQueryOptions(body ?? { textQuery: '' }, useSiteLocale()), enabled: body !== null });
