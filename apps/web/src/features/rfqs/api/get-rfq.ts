import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Rfq } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { rfqKey } from './keys';

/** GET /rfqs/{rfqID}: the request as the viewer may see it, with the viewer's standing and own quotes. */
export const getRfq = (rfqID: string, signal?: AbortSignal) =>
  apiRequest<Rfq>(`/rfqs/${encodeURIComponent(rfqID)}`, { signal });

export const rfqQueryOptions = (rfqID: string) =>
  queryOptions({
    queryKey: rfqKey(rfqID),
    queryFn: ({ signal }) => getRfq(rfqID, signal),
    retry: false,
  });

export const useRfq = (rfqID: string) => useQuery({ ...rfqQueryOptions(rfqID), enabled: !!rfqID });
