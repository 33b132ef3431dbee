import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessAccess } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** PUT /business/{id}/members/{userID}: changes a member's access. */
export const updateMember = (businessID: string, userID: string, access: BusinessAccess) =>
  apiRequest<unknown>(`/business/${encodeURIComponent(businessID)}/members/${encodeURIComponent(userID)}`, {
    method: 'PUT',
    body: { access },
  });

export function useUpdateMember(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userID, access }: { userID: string; access: BusinessAccess }) =>
      updateMember(businessID, userID, access),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['business', 'members'] }),
  });
}
