import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

export interface FollowSummary {
  followers: number;
  following: boolean;
}

/** GET /social/follow/{id}/summary. */
export const getFollowSummary = (businessID: string, signal?: AbortSignal) =>
  apiRequest<FollowSummary>(`/social/follow/${encodeURIComponent(businessID)}/summary`, { signal });

export const followSummaryQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: ['social', 'follow', businessID],
    queryFn: ({ signal }) => getFollowSummary(businessID, signal),
  });

export const useFollowSummary = (businessID: string) => useQuery(followSummaryQueryOptions(businessID));
