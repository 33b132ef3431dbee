import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThreadSummary } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { actorQuery } from './get-messages';
import { messageKeys } from './keys';

/** POST /business/request/{rid}/end-request?bid=: closes the thread for both sides. */
export const endRequest = (rid: string, bid: string | undefined) =>
  apiRequest<ThreadSummary>(`/business/request/${encodeURIComponent(rid)}/end-request${actorQuery(bid)}`, {
    method: 'POST',
  });

export function useEndRequest(rid: string, bid: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endRequest(rid, bid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
