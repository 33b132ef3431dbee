import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LastRegisteredGroup } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const getLastRegistered = (signal?: AbortSignal) =>
  apiRequest<LastRegisteredGroup[]>('/search/business/last-registered', { signal });

export const lastRegisteredQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'business', 'last-registered'],
    queryFn: ({ signal }) => getLastRegistered(signal),
  });

export const useLastRegistered = () => useQuery(lastRegisteredQueryOptions());
