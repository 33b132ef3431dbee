import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const getCountries = (signal?: AbortSignal) => apiRequest<Country[]>('/ref-data/country', { signal });

/** Reference lists change only with a deployment, so one read per page load is enough. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['ref-data', 'country'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
  });

export const useCountries = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...countriesQueryOptions(), ...options });
