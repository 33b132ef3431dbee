import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationAcceptBody } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** POST /business/invitations/{invitationID}/accept, with the token of the invitation's link. */
export const acceptInvitation = (invitationID: string, body: InvitationAcceptBody) =>
  apiRequest<{ businessID: string }>(`/business/invitations/${encodeURIComponent(invitationID)}/accept`, {
    method: 'POST',
    body,
  });

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationID, token }: { invitationID: string; token: string }) =>
      acceptInvitation(invitationID, { token }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['business', 'invitations', 'mine'] });
      await queryClient.invalidateQueries({ queryKey: ['business', 'my-list'] });
    },
  });
}
