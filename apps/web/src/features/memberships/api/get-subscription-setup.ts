import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionSetup } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /subscription/setup: the plans on sale and, with Stripe, its publishable key. */
export const getSubscriptionSetup = (signal?: AbortSignal) =>
  apiRequest<SubscriptionSetup>('/subscription/setup', { signal });

export const subscriptionSetupQueryOptions = () =>
  queryOptions({
    queryKey: ['subscription', 'setup'],
    queryFn: ({ signal }) => getSubscriptionSetup(signal),
    staleTime: 5 * 60_000,
  });

export const useSubscriptionSetup = () => useQuery(subscriptionSetupQueryOptions());
