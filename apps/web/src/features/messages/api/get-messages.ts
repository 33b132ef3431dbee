import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadMessages } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { messageKeys } from './keys';

const actor = (bid: string | undefined) => (bid ? `?bid=${encodeURIComponent(bid)}` : '');

/** GET /business/request/{rid}/get-messages?bid=: the thread and its messages, oldest first. */
export const getMessages = (rid: string, bid: string | undefined, signal?: AbortSignal) =>
  apiRequest<ThreadMessages>(`/business/request/${encodeURIComponent(rid)}/get-messages${actor(bid)}`, {
    signal,
  });

export const messagesQueryOptions = (rid: string, bid: string | undefined) =>
  queryOptions({
    queryKey: messageKeys.messages(rid, bid),
    queryFn: ({ signal }) => getMessages(rid, bid, signal),
    staleTime: 0,
    retry: false,
  });

export const useMessages = (rid: string, bid: string | undefined) => useQuery(messagesQueryOptions(rid, bid));

export { actor as actorQuery };
