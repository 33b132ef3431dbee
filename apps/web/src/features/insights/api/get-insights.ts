import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessInsights, InsightsPeriod } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const insightsKeys = {
  business: (businessID: string, days: InsightsPeriod) => ['insights', businessID, days] as const,
};

/** GET /business/{id}/insights?days=: the business's figures per day (its owners and admins). */
export const getInsights = (businessID: string, days: InsightsPeriod, signal?: AbortSignal) =>
  apiRequest<BusinessInsights>(`/business/${encodeURIComponent(businessID)}/insights?days=${days}`, {
    signal,
  });

export const insightsQueryOptions = (businessID: string, days: InsightsPeriod) =>
  queryOptions({
    queryKey: insightsKeys.business(businessID, days),
    queryFn: ({ signal }) => getInsights(businessID, days, signal),
    placeholderData: keepPreviousData,
  });

export const useInsights = (businessID: string, days: InsightsPeriod) =>
  useQuery(insightsQueryOptions(businessID, days));
