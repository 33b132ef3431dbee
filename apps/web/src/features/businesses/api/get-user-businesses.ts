import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessSummary } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /business/profile/list-business: the businesses a user owns or administers, for their profile pages. */
export const getUserBusinesses = (userID: string, signal?: AbortSignal) =>
  apiRequest<BusinessSummary[]>(`/business/profile/list-business?userID=${encodeURIComponent(userID)}`, {
    signal,
  });

export const userBusinessesQueryOptions = (userID: string) =>
  queryOptions({
    queryKey: ['business', 'list-of-user', userID],
    queryFn: ({ signal }) => getUserBusinesses(userID, signal),
  });

export const useUserBusinesses = (userID: string | undefined) =>
  useQuery({ ...userBusinessesQueryOptions(userID ?? ''), enabled: !!userID });
