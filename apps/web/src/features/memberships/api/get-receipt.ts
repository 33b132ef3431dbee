import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /subscription/receipts/{id}. */
export const getReceipt = (receiptID: string, signal?: AbortSignal) =>
  apiRequest<Receipt>(`/subscription/receipts/${encodeURIComponent(receiptID)}`, { signal });

export const receiptQueryOptions = (receiptID: string) =>
  queryOptions({
    queryKey: ['subscription', 'receipt', receiptID],
    queryFn: ({ signal }) => getReceipt(receiptID, signal),
    retry: false,
  });

export const useReceipt = (receiptID: string) => useQuery(receiptQueryOptions(receiptID));
