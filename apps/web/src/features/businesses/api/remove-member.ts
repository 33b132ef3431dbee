import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

/** DELETE /business/{id}/members/{userID}. */
export const removeMember = (businessID: string, userID: string) =>
  apiRequest<unknown>(`/business/${encodeURIComponent(businessID)}/members/${encodeURIComponent(userID)}`, {
    method: 'DELETE',
  });

export function useRemoveMember(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userID: string) => removeMember(businessID, userID),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['business'] }),
  });
}
