import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductBody } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** POST /business/{id}/products; 409 when the membership's product limit is reached. */
export const createProduct = (businessID: string, body: ProductBody) =>
  apiRequest<Product>(`/business/${encodeURIComponent(businessID)}/products`, { method: 'POST', body });

export function useCreateProduct(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductBody) => createProduct(businessID, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['product'] }),
  });
}
