import { useQueryClient } from '@tanstack/react-query';
import type { MessageCreatedEvent, ThreadMessages, UnreadCount } from '@tradeforge/contracts';
import { eventStream } from '@/lib/event-stream';
import { useLiveStream, type LiveEvent } from '@/lib/live-stream';
import { messageKeys } from './keys';

/** GET /events/stream: the logged-in user's message events. */
export const messageStream = eventStream;

/**
 * Keeps the message queries current from the event stream while logged in: a new message is put into its open
 * chat at once and the thread lists refetch; read receipts and ended threads refetch the chat; unread counts
 * arrive whole. After a reconnect everything under `requests` is refetched, whatever the replay covered.
 */
export function useMessagesLive(enabled: boolean) {
  const queryClient = useQueryClient();
  const refetch = (requestID?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['requests', 'threads'] }),
      requestID && queryClient.invalidateQueries({ queryKey: ['requests', 'messages', requestID] }),
    ]);
  useLiveStream(
    messageStream,
    enabled,
    (event: LiveEvent) => {
      if (event.type === 'unread.changed') {
        queryClient.setQueryData<UnreadCount>(messageKeys.unread(), event.data as UnreadCount);
      } else if (event.type === 'message.created') {
        const { requestID, message } = event.data as MessageCreatedEvent;
        queryClient.setQueriesData<ThreadMessages>(
          { queryKey: ['requests', 'messages', requestID] },
          (current) =>
            !current || current.messages.some((known) => known.id === message.id)
              ? current
              : { ...current, messages: [...current.messages, message] },
        );
        void refetch(requestID);
      } else if (event.type === 'thread.updated') {
        void refetch((event.data as { requestID: string }).requestID);
      }
    },
    () => void queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  );
}
