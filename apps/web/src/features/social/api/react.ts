import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { ReactionSummary } from './reaction-summary';

export type ReactableType = 'business' | 'product' | 'post' | 'comment';

/** POST (like) or DELETE (take back) /social/reaction/react/{type}. */
export const setReaction = (type: ReactableType, resourceID: string, like: boolean) =>
  apiRequest<ReactionSummary>(`/social/reaction/react/${type}`, {
    method: like ? 'POST' : 'DELETE',
    body: { resourceID },
  });

/** Optimistic: the count and the button change at once and go back when the server refuses. */
export function useSetReaction(type: ReactableType, resourceID: string) {
  const queryClient = useQueryClient();
  const summaryKey = ['social', 'reaction', 'summary', resourceID];
  const checkKey = ['social', 'reaction', 'check', resourceID];
  return useMutation({
    mutationFn: (like: boolean) => setReaction(type, resourceID, like),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: ['social', 'reaction'] });
      const summary = queryClient.getQueryData<ReactionSummary>(summaryKey);
      const check = queryClient.getQueryData(checkKey);
      queryClient.setQueryData(checkKey, { reactionType: like ? 'like' : null });
      if (summary)
        queryClient.setQueryData<ReactionSummary>(summaryKey, {
          reactionCount: { like: Math.max(0, summary.reactionCount.like + (like ? 1 : -1)) },
        });
      return { summary, check };
    },
    onError: (_error, _like, context) => {
      queryClient.setQueryData(summaryKey, context?.summary);
      queryClient.setQueryData(checkKey, context?.check);
    },
    onSuccess: (summary) => queryClient.setQueryData(summaryKey, summary),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['social', 'reaction'] }),
  });
}
