import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { NotificationPage } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { notificationKeys } from './keys';

/** GET /notifications?cursor=: a page of my notifications (20), newest activity first, and my unread count. */
export const getNotifications = (cursor: string | undefined, signal?: AbortSignal) =>
  apiRequest<NotificationPage>(
    `/notifications${cursor ? `?${new URLSearchParams({ cursor }).toString()}` : ''}`,
    {
      signal,
    },
  );

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export type NotificationPages = InfiniteData<NotificationPage, string | undefined>;

export const useNotifications = (enabled: boolean) =>
  useInfiniteQuery({ ...notificationsQueryOptions(), enabled });

/** The unread count is the newest page's. */
export const unreadOf = (data: { pages: NotificationPage[] } | undefined) => data?.pages[0]?.unread ?? 0;
