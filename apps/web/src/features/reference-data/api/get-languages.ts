import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const getLanguages = (signal?: AbortSignal) =>
  apiRequest<Language[]>('/ref-data/language', { signal });

/** Reference lists change only with a deployment, so one read per page load is enough. */
export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['ref-data', 'language'],
    queryFn: ({ signal }) => getLanguages(signal),
    staleTime: Infinity,
  });

export const useLanguages = () => useQuery(languagesQueryOptions());
