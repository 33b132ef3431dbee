import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RFQ_LIMITS, type RfqList, type RfqState } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** Which requests: the viewer's own (optionally of one state), or the open public ones. */
export type RfqListKind = { mine: true; state?: RfqState } | { mine: false };

/** GET /rfqs?mine=1&state=&skip=&size=, or the open public requests without `mine`. */
export const getRfqs = (kind: RfqListKind, skip: number, signal?: AbortSignal) => {
  const params = new URLSearchParams({ skip: String(skip), size: String(RFQ_LIMITS.pageSize) });
  if (kind.mine) {
    params.set('mine', '1');
    if (kind.state) params.set('state', kind.state);
  }
  return apiRequest<RfqList>(`/rfqs?${params.toString()}`, { signal });
};

export const rfqsQueryOptions = (kind: RfqListKind, skip: number) =>
  queryOptions({
    queryKey: ['rfqs', 'list', kind, skip],
    queryFn: ({ signal }) => getRfqs(kind, skip, signal),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useRfqs = (kind: RfqListKind, skip: number) => useQuery(rfqsQueryOptions(kind, skip));
