import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

/** DELETE /social/comments/{id}: the author, or an owner or admin of the product's business (`canRemove`). */
export const deleteComment = (commentID: string) =>
  apiRequest<unknown>(`/social/comments/${encodeURIComponent(commentID)}`, { method: 'DELETE' });

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['social', 'comments'] }),
  });
}
