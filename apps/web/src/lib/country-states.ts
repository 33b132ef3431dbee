import { queryOptions, useQuery } from '@tanstack/react-query';
import type { State } from '@tradeforge/contracts';
import { apiRequest } from './http';

/**
 * GET /ref-data/country/{code}/state. Here rather than in a feature because the shared country and state fields
 * of the business, profile and enquiry forms need it, and features may not import each other.
 */
export const getCountryStates = (code: string, signal?: AbortSignal) =>
  apiRequest<State[]>(`/ref-data/country/${encodeURIComponent(code)}/state`, { signal });

/** Reference lists change only with a deployment, so one read per page load is enough. */
export const countryStatesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['ref-data', 'country', code, 'state'],
    queryFn: ({ signal }) => getCountryStates(code, signal),
    staleTime: Infinity,
  });

export const useCountryStates = (code: string) =>
  useQuery({ ...countryStatesQueryOptions(code), enabled: code.length === 2 });
