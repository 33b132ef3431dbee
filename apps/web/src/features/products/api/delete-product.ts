import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

/** DELETE /product/{id}. */
export const deleteProduct = (productID: string) =>
  apiRequest<unknown>(`/product/${encodeURIComponent(productID)}`, { method: 'DELETE' });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['product'] }),
  });
}
