import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchSuggestions } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** Suggestions while typing; only once a letter or digit has been typed. */
export const suggestQueryOptions = (typed: string) =>
  queryOptions({
    queryKey: ['search', 'suggest', typed.trim().toLowerCase()],
    queryFn: ({ signal }) =>
      apiRequest<SearchSuggestions>(
        `/search/suggest?${new URLSearchParams({ q: typed.trim() }).toString()}`,
        {
          signal,
        },
      ),
    enabled: /[\p{L}\p{N}]/u.test(typed),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useSuggestions = (typed: string) => useQuery(suggestQueryOptions(typed));
