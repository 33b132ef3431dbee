import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

/** POST /business/invitations/{invitationID}/decline: needs no link, it only ends the invitation. */
export const declineInvitation = (invitationID: string) =>
  apiRequest<{ businessID: string }>(`/business/invitations/${encodeURIComponent(invitationID)}/decline`, {
    method: 'POST',
  });

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['business', 'invitations', 'mine'] }),
  });
}
