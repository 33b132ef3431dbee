import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessAccess } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** POST /business/{id}/members: adds a registered user by e-mail. */
export const addMember = (businessID: string, body: { email: string; access: BusinessAccess }) =>
  apiRequest<unknown>(`/business/${encodeURIComponent(businessID)}/members`, { method: 'POST', body });

export function useAddMember(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; access: BusinessAccess }) => addMember(businessID, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['business', 'members'] }),
  });
}
