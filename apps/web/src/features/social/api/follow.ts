import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { FollowSummary } from './follow-summary';

/** POST /social/follow/business or DELETE /social/follow/{id}. */
export const setFollow = (businessID: string, follow: boolean) =>
  follow
    ? apiRequest<FollowSummary>('/social/follow/business', {
        method: 'POST',
        body: { resourceID: businessID },
      })
    : apiRequest<FollowSummary>(`/social/follow/${encodeURIComponent(businessID)}`, { method: 'DELETE' });

/** Optimistic follow, reverted when the server refuses. */
export function useSetFollow(businessID: string) {
  const queryClient = useQueryClient();
  const key = ['social', 'follow', businessID];
  return useMutation({
    mutationFn: (follow: boolean) => setFollow(businessID, follow),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FollowSummary>(key);
      if (previous)
        queryClient.setQueryData<FollowSummary>(key, {
          following: follow,
          followers: Math.max(0, previous.followers + (follow ? 1 : -1)),
        });
      return { previous };
    },
    onError: (_error, _follow, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (summary) => queryClient.setQueryData(key, summary),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
