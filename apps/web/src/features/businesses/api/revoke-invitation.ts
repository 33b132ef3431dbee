import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingInvitation } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** DELETE /business/{id}/invitations/{invitationID}: withdraws a pending invitation. */
export const revokeInvitation = (businessID: string, invitationID: string) =>
  apiRequest<PendingInvitation[]>(
    `/business/${encodeURIComponent(businessID)}/invitations/${encodeURIComponent(invitationID)}`,
    { method: 'DELETE' },
  );

export function useRevokeInvitation(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationID: string) => revokeInvitation(businessID, invitationID),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['business', 'invitations'] }),
  });
}
