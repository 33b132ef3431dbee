import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { TIMELINE_PAGE_SIZE, type TimelinePage } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /timeline/load/{timelineID}?skip=&size=10: a user's or business's posts, newest first. */
export const loadTimeline = (timelineID: string, skip: number, signal?: AbortSignal) =>
  apiRequest<TimelinePage>(
    `/timeline/load/${encodeURIComponent(timelineID)}?${new URLSearchParams({
      skip: String(skip),
      size: String(TIMELINE_PAGE_SIZE),
    }).toString()}`,
    { signal },
  );

export const timelineQueryKey = (timelineID: string) => ['posts', 'timeline', timelineID] as const;

export const timelineQueryOptions = (timelineID: string) =>
  infiniteQueryOptions({
    queryKey: timelineQueryKey(timelineID),
    queryFn: ({ signal, pageParam }) => loadTimeline(timelineID, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.posts.length, 0);
      return loaded < last.total && last.posts.length > 0 ? loaded : undefined;
    },
  });

export const useTimeline = (timelineID: string) =>
  useInfiniteQuery({ ...timelineQueryOptions(timelineID), enabled: !!timelineID });
