import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadList } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { messageKeys } from './keys';

/**
 * GET /business/request?ubid=: a business's inbox (side 'R') when `ubid` is a business I belong to, else my
 * conversations as a buyer (side 'S'). Newest activity first.
 */
export const getThreads = (ubid: string | undefined, signal?: AbortSignal) =>
  apiRequest<ThreadList>(`/business/request${ubid ? `?ubid=${encodeURIComponent(ubid)}` : ''}`, { signal });

export const threadsQueryOptions = (ubid: string | undefined) =>
  queryOptions({
    queryKey: messageKeys.threads(ubid),
    queryFn: ({ signal }) => getThreads(ubid, signal),
    staleTime: 0,
  });

export const useThreads = (ubid: string | undefined, enabled = true) =>
  useQuery({ ...threadsQueryOptions(ubid), enabled });
