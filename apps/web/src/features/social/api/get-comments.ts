import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { COMMENTS_PAGE_SIZE, type CommentPage } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { useSession } from '@/lib/session';

/** GET /social/comments/{id}?skip=&size=5: comments on a product or post, or the replies to a comment. */
export const getComments = (resourceID: string, skip: number, signal?: AbortSignal) =>
  apiRequest<CommentPage>(
    `/social/comments/${encodeURIComponent(resourceID)}?${new URLSearchParams({
      skip: String(skip),
      size: String(COMMENTS_PAGE_SIZE),
    }).toString()}`,
    { signal },
  );

/** Per viewer: which comments the viewer may remove (`canRemove`) depends on who is logged in. */
export const commentsQueryOptions = (resourceID: string, viewerID: string | null = null) =>
  infiniteQueryOptions({
    queryKey: ['social', 'comments', resourceID, viewerID],
    queryFn: ({ signal, pageParam }) => getComments(resourceID, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.comments.length, 0);
      return loaded < last.total && last.comments.length > 0 ? loaded : undefined;
    },
  });

export function useComments(resourceID: string) {
  const viewerID = useSession().session?.userID ?? null;
  return useInfiniteQuery(commentsQueryOptions(resourceID, viewerID));
}
