import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /subscription/business/{id}/receipts: newest first (owners and admins). */
export const getReceipts = (businessID: string, signal?: AbortSignal) =>
  apiRequest<Receipt[]>(`/subscription/business/${encodeURIComponent(businessID)}/receipts`, { signal });

export const receiptsQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: ['subscription', 'business', businessID, 'receipts'],
    queryFn: ({ signal }) => getReceipts(businessID, signal),
    retry: false,
  });

export const useReceipts = (businessID: string | undefined, enabled = true) =>
  useQuery({ ...receiptsQueryOptions(businessID ?? ''), enabled: enabled && !!businessID });
