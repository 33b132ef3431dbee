import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchFacets, SearchFacetsBody } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** Facet counts for the text and filters of a results page. */
export const facetsQueryOptions = (body: SearchFacetsBody) =>
  queryOptions({
    queryKey: ['search', 'facets', body],
    queryFn: ({ signal }) => apiRequest<SearchFacets>('/search/facets', { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
  });

export const useFacets = (body: SearchFacetsBody | null) =>
  useQuery({ ...facetsQueryOptions(body ?? { kind: 'businesses', textQuery: '' }), enabled: body !== null });
