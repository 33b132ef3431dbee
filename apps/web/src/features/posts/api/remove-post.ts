import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

/** DELETE /social/posts/remove-post {postID}. */
export const removePost = (postID: string) =>
  apiRequest<{ removed: true }>('/social/posts/remove-post', { method: 'DELETE', body: { postID } });

export function useRemovePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePost,
    onSuccess: (_, postID) => {
      queryClient.removeQueries({ queryKey: ['posts', 'post', postID] });
      return queryClient.invalidateQueries({ queryKey: ['posts'] });
    },
  });
}
