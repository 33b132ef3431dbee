import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsReadBody, NotificationUnread } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import type { NotificationPages } from './get-notifications';
import { notificationKeys } from './keys';

/** POST /notifications/read: `{ ids }` or `{ all: true }`; answers the new unread count. */
export const markNotificationsRead = (body: MarkNotificationsReadBody) =>
  apiRequest<NotificationUnread>('/notifications/read', { method: 'POST', body });

/** Marks read at once in the loaded pages (the server's answer then sets the count). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: (body) =>
      queryClient.setQueryData<NotificationPages>(notificationKeys.list(), (current) =>
        current
          ? {
              ...current,
              pages: current.pages.map((page) => ({
                ...page,
                notifications: page.notifications.map((item) =>
                  'all' in body || body.ids.includes(item.id) ? { ...item, read: true } : item,
                ),
              })),
            }
          : current,
      ),
    onSuccess: ({ unread }) => setUnread(queryClient, unread),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}

export function setUnread(queryClient: ReturnType<typeof useQueryClient>, unread: number) {
  queryClient.setQueryData<NotificationPages>(notificationKeys.list(), (current) =>
    current?.pages[0]
      ? { ...current, pages: [{ ...current.pages[0], unread }, ...current.pages.slice(1)] }
      : current,
  );
}
