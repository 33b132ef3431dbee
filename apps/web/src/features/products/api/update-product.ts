import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductBody } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** PUT /product/{id}. */
export const updateProduct = (productID: string, body: ProductBody) =>
  apiRequest<Product>(`/product/${encodeURIComponent(productID)}`, { method: 'PUT', body });

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productID, body }: { productID: string; body: ProductBody }) =>
      updateProduct(productID, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['product'] }),
  });
}
