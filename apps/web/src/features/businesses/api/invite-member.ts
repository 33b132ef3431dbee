import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessAccess, InvitationSent } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** POST /business/{id}/members: invites an e-mail address; they join when they accept. */
export const inviteMember = (businessID: string, body: { email: string; access: BusinessAccess }) =>
  apiRequest<InvitationSent>(`/business/${encodeURIComponent(businessID)}/members`, { method: 'POST', body });

export function useInviteMember(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; access: BusinessAccess }) => inviteMember(businessID, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['business', 'invitations'] }),
  });
}
