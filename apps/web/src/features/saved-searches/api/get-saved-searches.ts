import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearchList } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const savedSearchKeys = { all: ['saved-searches'] as const };

/** GET /saved-searches: my saved searches, newest first, with their new results. */
export const getSavedSearches = (signal?: AbortSignal) =>
  apiRequest<SavedSearchList>('/saved-searches', { signal });

export const savedSearchesQueryOptions = () =>
  // New results arrive with the daily check: the list is read again whenever it is shown.
  queryOptions({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => getSavedSearches(signal),
    staleTime: 0,
  });

export const useSavedSearches = (enabled = true) => useQuery({ ...savedSearchesQueryOptions(), enabled });
