import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThreadSummary } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { actorQuery } from './get-messages';
import { messageKeys } from './keys';

/** POST /business/request/{rid}/read?bid=: the other side's messages are seen now. */
export const markRead = (rid: string, bid: string | undefined) =>
  apiRequest<ThreadSummary>(`/business/request/${encodeURIComponent(rid)}/read${actorQuery(bid)}`, {
    method: 'POST',
  });

export function useMarkRead(rid: string, bid: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markRead(rid, bid),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.unread() }),
        queryClient.invalidateQueries({ queryKey: ['requests', 'threads'] }),
      ]),
  });
}
