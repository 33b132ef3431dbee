import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NewsfeedPage } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /newsfeed/load?nextID=: the newsfeed page after the cursor (the first page without one). */
export const loadNewsfeed = (nextID: string | undefined, signal?: AbortSignal) =>
  apiRequest<NewsfeedPage>(
    `/newsfeed/load${nextID ? `?${new URLSearchParams({ nextID }).toString()}` : ''}`,
    { signal },
  );

export const newsfeedQueryKey = ['posts', 'newsfeed'] as const;

export const newsfeedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: newsfeedQueryKey,
    queryFn: ({ signal, pageParam }) => loadNewsfeed(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextID ?? undefined,
  });

export const useNewsfeed = (enabled = true) => useInfiniteQuery({ ...newsfeedQueryOptions(), enabled });
