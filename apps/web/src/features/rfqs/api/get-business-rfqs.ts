import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RFQ_LIMITS, type RfqList } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** The tabs of a business's RFQ inbox: requests matched to it, public ones of its categories, those it quoted. */
export const INBOX_KINDS = ['matched', 'public', 'quoted'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** GET /business/{id}/rfqs?kind=&skip=&size= (members of the business). */
export const getBusinessRfqs = (businessID: string, kind: InboxKind, skip: number, signal?: AbortSignal) =>
  apiRequest<RfqList>(
    `/business/${encodeURIComponent(businessID)}/rfqs?${new URLSearchParams({
      kind,
      skip: String(skip),
      size: String(RFQ_LIMITS.pageSize),
    }).toString()}`,
    { signal },
  );

export const businessRfqsQueryOptions = (businessID: string, kind: InboxKind, skip: number) =>
  queryOptions({
    queryKey: ['rfqs', 'business', businessID, kind, skip],
    queryFn: ({ signal }) => getBusinessRfqs(businessID, kind, skip, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useBusinessRfqs = (businessID: string, kind: InboxKind, skip: number) =>
  useQuery({ ...businessRfqsQueryOptions(businessID, kind, skip), enabled: !!businessID });
