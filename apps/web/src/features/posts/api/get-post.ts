import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Post } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /social/posts/{postID}. */
export const getPost = (postID: string, signal?: AbortSignal) =>
  apiRequest<Post>(`/social/posts/${encodeURIComponent(postID)}`, { signal });

export const postQueryOptions = (postID: string) =>
  queryOptions({ queryKey: ['posts', 'post', postID], queryFn: ({ signal }) => getPost(postID, signal) });

/** Post ids are UUIDs; anything else names no post and is not asked about. */
export const isPostID = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const usePost = (postID: string) =>
  useQuery({ ...postQueryOptions(postID), enabled: isPostID(postID) });

/** Who a post is by, as its card and page name it: the business it was posted as, or the person. */
export const postAuthorName = ({ author }: Post) =>
  author.businessID ? (author.companyName ?? 'Business') : `${author.firstName} ${author.lastName}`.trim();
