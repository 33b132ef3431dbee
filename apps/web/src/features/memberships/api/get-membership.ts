import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipStatus } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /subscription/business/{id}: the business's membership, what it can buy, and whether the viewer may. */
export const getMembership = (businessID: string, signal?: AbortSignal) =>
  apiRequest<MembershipStatus>(`/subscription/business/${encodeURIComponent(businessID)}`, { signal });

export const membershipQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: ['subscription', 'business', businessID],
    queryFn: ({ signal }) => getMembership(businessID, signal),
    retry: false,
  });

export const useMembership = (businessID: string | undefined, options: { pollMs?: number } = {}) =>
  useQuery({
    ...membershipQueryOptions(businessID ?? ''),
    enabled: !!businessID,
    refetchInterval: options.pollMs ?? false,
  });
