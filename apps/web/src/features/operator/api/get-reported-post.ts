import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Post } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { operatorKeys } from './get-operator-me';

/**
 * GET /operator/reports/{id}/post: the reported post, a private group's included, whose text the queue does not
 * show (each reading is audited, so only on demand).
 */
export const getReportedPost = (reportID: string, signal?: AbortSignal) =>
  apiRequest<Post>(`/operator/reports/${reportID}/post`, { signal });

export const reportedPostQueryOptions = (reportID: string) =>
  queryOptions({
    queryKey: [...operatorKeys.all, 'reported-post', reportID],
    queryFn: ({ signal }) => getReportedPost(reportID, signal),
    staleTime: Infinity,
  });

export const useReportedPost = (reportID: string, enabled: boolean) =>
  useQuery({ ...reportedPostQueryOptions(reportID), enabled });
