import { queryOptions, useQuery } from '@tanstack/react-query';
import { isUuid } from '@/lib/uuid';
import type { Post } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /social/posts/{postID}. */
export const getPost = (postID: string, signal?: AbortSignal) =>
  apiRequest<Post>(`/social/posts/${encodeURIComponent(postID)}`, { signal });

export const postQueryOptions = (postID: string) =>
  queryOptions({ queryKey: ['posts', 'post', postID], queryFn: ({ signal }) => getPost(postID, signal) });

export const usePost = (postID: string) => useQuery({ ...postQueryOptions(postID), enabled: isUuid(postID) });

/** Who a post is by, as its card and page name it: the business it was posted as, or the person. */
export const postAuthorName = ({ author }: Post) =>
  author.businessID ? (author.companyName ?? 'Business') : `${author.firstName} ${author.lastName}`.trim();
