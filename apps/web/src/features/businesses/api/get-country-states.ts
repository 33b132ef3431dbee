import { queryOptions, useQuery } from '@tanstack/react-query';
import type { State } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /ref-data/country/{code}/state, for the state select of the business forms. */
export const getCountryStates = (code: string, signal?: AbortSignal) =>
  apiRequest<State[]>(`/ref-data/country/${encodeURIComponent(code)}/state`, { signal });

export const countryStatesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['ref-data', 'country', code, 'state'],
    queryFn: ({ signal }) => getCountryStates(code, signal),
    staleTime: Infinity,
  });

export const useCountryStates = (code: string) =>
  useQuery({ ...countryStatesQueryOptions(code), enabled: code.length === 2 });
