import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, MakeCommentBody } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** POST /social/comments/make-comment. */
export const makeComment = (body: MakeCommentBody) =>
  apiRequest<Comment>('/social/comments/make-comment', { method: 'POST', body });

export function useMakeComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['social', 'comments'] }),
  });
}
