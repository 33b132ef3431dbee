import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

const UNNAMED_BUSINESS = msg`Business`;

/**
 * Who a post is by, as its card and page name it: the business it was posted as, or the person. A business without
 * a name is "Business" in the page's language: the server, which renders several languages at once, passes the
 * page's `i18n`.
 */
export const postAuthorName = ({ author }: Post, i18n: I18n) =>
  author.businessID
    ? (author.companyName ?? i18n._(UNNAMED_BUSINESS))
    : `${author.firstName} ${author.lastName}`.trim();
