import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimelinePage } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { isUuid } from '@/lib/uuid';

/** How many posts a business page or a profile shows before the link to the whole timeline. */
export const LATEST_POSTS = 3;

/**
 * GET /timeline/load/{timelineID}?skip=0&size=3: the newest posts of a timeline, for the Posts section of a business
 * page or a profile, one short read the server renders with the page. Apart from `load-timeline.ts`: a value
 * imported from the contracts' posts module would bring its schemas (and TypeBox) into these pages' first load.
 * Under `posts`, so writing or removing a post refreshes it (`make-post`, `remove-post`).
 */
export const latestPostsQueryOptions = (timelineID: string) =>
  queryOptions({
    queryKey: ['posts', 'latest', timelineID],
    queryFn: ({ signal }) =>
      apiRequest<TimelinePage>(
        `/timeline/load/${encodeURIComponent(timelineID)}?skip=0&size=${LATEST_POSTS}`,
        { signal },
      ),
  });

export const useLatestPosts = (timelineID: string) =>
  useQuery({ ...latestPostsQueryOptions(timelineID), enabled: isUuid(timelineID) });
