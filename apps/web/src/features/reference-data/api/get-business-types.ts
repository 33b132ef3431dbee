import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessType } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const getBusinessTypes = (signal?: AbortSignal) =>
  apiRequest<BusinessType[]>('/ref-data/business-type', { signal });

/** Reference lists change only with a deployment, so one read per page load is enough. */
export const businessTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['ref-data', 'business-type'],
    queryFn: ({ signal }) => getBusinessTypes(signal),
    staleTime: Infinity,
  });

export const useBusinessTypes = () => useQuery(businessTypesQueryOptions());
