import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

/** DELETE /business/profile/{id}: owners only; products, members and certificates go with it. */
export const deleteBusiness = (businessID: string) =>
  apiRequest<{ deleted: true }>(`/business/profile/${encodeURIComponent(businessID)}`, { method: 'DELETE' });

export function useDeleteBusiness(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBusiness(businessID),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['business'] }),
  });
}
