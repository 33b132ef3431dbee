import { queryOptions, useQuery } from '@tanstack/react-query';
import type { State } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const getUsaStates = (signal?: AbortSignal) =>
  apiRequest<State[]>('/ref-data/country/US/state', { signal });

/** Reference lists change only with a deployment, so one read per page load is enough. */
export const usaStatesQueryOptions = () =>
  queryOptions({
    queryKey: ['ref-data', 'country', 'US', 'state'],
    queryFn: ({ signal }) => getUsaStates(signal),
    staleTime: Infinity,
  });

export const useUsaStates = () => useQuery(usaStatesQueryOptions());
