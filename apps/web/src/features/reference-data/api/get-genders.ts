import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gender } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const getGenders = (signal?: AbortSignal) => apiRequest<Gender[]>('/ref-data/gender', { signal });

/** Reference lists change only with a deployment, so one read per page load is enough. */
export const gendersQueryOptions = () =>
  queryOptions({
    queryKey: ['ref-data', 'gender'],
    queryFn: ({ signal }) => getGenders(signal),
    staleTime: Infinity,
  });

export const useGenders = () => useQuery(gendersQueryOptions());
