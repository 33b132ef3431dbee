import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /product/{id or slug}. */
export const getProduct = (id: string, signal?: AbortSignal) =>
  apiRequest<Product>(`/product/${encodeURIComponent(id)}`, { signal });

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['product', 'one', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    retry: false,
  });

/** Waits for an id: a slug or id is at least 36 characters long. */
export const useProduct = (id: string) => useQuery({ ...productQueryOptions(id), enabled: id.length >= 36 });
