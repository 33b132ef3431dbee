import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NewsfeedPage } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /groups/{groupID}/posts?cursor=: a group's posts newest first, paged by cursor as the newsfeed is. */
export const loadGroupPosts = (groupID: string, cursor: string | undefined, signal?: AbortSignal) =>
  apiRequest<NewsfeedPage>(
    `/groups/${encodeURIComponent(groupID)}/posts${cursor ? `?${new URLSearchParams({ cursor }).toString()}` : ''}`,
    { signal },
  );

export const groupPostsQueryKey = (groupID: string) => ['posts', 'group', groupID] as const;

export const groupPostsQueryOptions = (groupID: string) =>
  infiniteQueryOptions({
    queryKey: groupPostsQueryKey(groupID),
    queryFn: ({ signal, pageParam }) => loadGroupPosts(groupID, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextID ?? undefined,
  });

/** `enabled` only for those who may read them (the group's `viewer.canRead`): others get a 403. */
export const useGroupPosts = (groupID: string, enabled: boolean) =>
  useInfiniteQuery({ ...groupPostsQueryOptions(groupID), enabled: enabled && !!groupID });
