import { useQueryClient } from '@tanstack/react-query';
import type { NotificationChangedEvent } from '@tradeforge/contracts';
import { eventStream } from '@/lib/event-stream';
import { useLiveStream } from '@/lib/live-stream';
import { notificationKeys } from './keys';
import { setUnread } from './mark-read';

/**
 * Keeps the notification list current from the shared event stream while logged in: a `notification.changed`
 * event carries the unread count (shown at once) and the list refetches; a reconnect refetches too.
 */
export function useNotificationsLive(enabled: boolean) {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
  useLiveStream(
    eventStream,
    enabled,
    (event) => {
      if (event.type !== 'notification.changed') return;
      setUnread(queryClient, (event.data as NotificationChangedEvent).unread);
      void refetch();
    },
    () => void refetch(),
  );
}
