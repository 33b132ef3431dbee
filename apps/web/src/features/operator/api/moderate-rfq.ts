import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { operatorKeys } from './get-operator-me';

/** A buying request, or one of its quotes (whose routes name the request too). */
export interface RfqTarget {
  rfqID: string;
  quoteID?: string | undefined;
}

/** What an operator does to a request or quote: hide it with a reason its author side reads, or show it again. */
export type RfqModeration = { action: 'hide'; reason: string } | { action: 'restore' };

/** POST /operator/rfqs/{rfqID}/{hide|restore} or /operator/rfqs/{rfqID}/quotes/{quoteID}/{hide|restore}. */
export const moderateRfq = ({ rfqID, quoteID }: RfqTarget, { action, ...body }: RfqModeration) => {
  const quote = quoteID ? `/quotes/${encodeURIComponent(quoteID)}` : '';
  return apiRequest<{ hidden: boolean }>(`/operator/rfqs/${encodeURIComponent(rfqID)}${quote}/${action}`, {
    method: 'POST',
    ...(action === 'hide' ? { body } : {}),
  });
};

export function useModerateRfq(target: RfqTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moderation: RfqModeration) => moderateRfq(target, moderation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
