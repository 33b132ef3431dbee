import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /product/by-business?bid=: the products of one business. */
export const getBusinessProducts = (businessID: string, signal?: AbortSignal) =>
  apiRequest<Product[]>(`/product/by-business?${new URLSearchParams({ bid: businessID }).toString()}`, {
    signal,
  });

export const businessProductsQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: ['product', 'by-business', businessID],
    queryFn: ({ signal }) => getBusinessProducts(businessID, signal),
  });

export const useBusinessProducts = (businessID: string | undefined) =>
  useQuery({ ...businessProductsQueryOptions(businessID ?? ''), enabled: !!businessID });
