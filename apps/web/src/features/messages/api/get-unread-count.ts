import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { messageKeys } from './keys';

/** GET /business/request/unread-count: unread messages in total, as a buyer and per business inbox. */
export const getUnreadCount = (signal?: AbortSignal) =>
  apiRequest<UnreadCount>('/business/request/unread-count', { signal });

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 0,
  });

export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadCountQueryOptions(), enabled });
