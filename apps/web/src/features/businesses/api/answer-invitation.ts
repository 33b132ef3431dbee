import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

export type InvitationAnswer = 'accept' | 'decline';

/** POST /business/invitations/{invitationID}/accept or /decline. */
export const answerInvitation = (invitationID: string, answer: InvitationAnswer) =>
  apiRequest<{ businessID: string }>(`/business/invitations/${encodeURIComponent(invitationID)}/${answer}`, {
    method: 'POST',
  });

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationID, answer }: { invitationID: string; answer: InvitationAnswer }) =>
      answerInvitation(invitationID, answer),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['business', 'invitations', 'mine'] });
      await queryClient.invalidateQueries({ queryKey: ['business', 'my-list'] });
    },
  });
}
