import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { MakePostBody, NewsfeedPage, Post, TimelinePage } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { newsfeedQueryKey } from './load-newsfeed';
import { groupPostsQueryKey } from './load-group-posts';
import { timelineQueryKey } from './load-timeline';

/** POST /social/posts/make-post: answers with the new post. */
export const makePost = (body: MakePostBody) =>
  apiRequest<Post>('/social/posts/make-post', { method: 'POST', body });

function putFirst<T extends { posts: Post[] }>(post: Post) {
  return (data: InfiniteData<T> | undefined) =>
    data && {
      ...data,
      pages: data.pages.map((page, index) =>
        index === 0 ? { ...page, posts: [post, ...page.posts] } : page,
      ),
    };
}

/** The new post goes first in the lists that show it at once; then they are refetched in the background. */
export function useMakePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makePost,
    onSuccess: async (post) => {
      queryClient.setQueryData(newsfeedQueryKey, putFirst<NewsfeedPage>(post));
      if (post.timelineType === 'group')
        queryClient.setQueryData(groupPostsQueryKey(post.timelineID), putFirst<NewsfeedPage>(post));
      else queryClient.setQueryData(timelineQueryKey(post.timelineID), putFirst<TimelinePage>(post));
      await queryClient.invalidateQueries({ queryKey: ['posts'] });
    },
  });
}
