import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMessageBody, ThreadMessage, ThreadMessages } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { actorQuery } from './get-messages';
import { messageKeys } from './keys';

/** POST /business/request/{rid}/send-message?bid=: the text and each attachment become messages. */
export const sendMessage = (rid: string, bid: string | undefined, body: SendMessageBody) =>
  apiRequest<{ messages: ThreadMessage[] }>(
    `/business/request/${encodeURIComponent(rid)}/send-message${actorQuery(bid)}`,
    { method: 'POST', body },
  );

/** Sends, shows the new messages at once (the live event may come before or after), then refreshes the lists. */
export function useSendMessage(rid: string, bid: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) => sendMessage(rid, bid, body),
    onSuccess: ({ messages }) => {
      queryClient.setQueryData<ThreadMessages>(messageKeys.messages(rid, bid), (current) => {
        if (!current) return current;
        const known = new Set(current.messages.map((message) => message.id));
        return { ...current, messages: [...current.messages, ...messages.filter((m) => !known.has(m.id))] };
      });
      return queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}
