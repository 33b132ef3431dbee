import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

/** GET /social/reaction/check/{id}: whether the logged-in user likes the resource. */
export const getReactionCheck = (resourceID: string, signal?: AbortSignal) =>
  apiRequest<{ reactionType: 'like' | null }>(`/social/reaction/check/${encodeURIComponent(resourceID)}`, {
    signal,
  });

export const reactionCheckQueryOptions = (resourceID: string) =>
  queryOptions({
    queryKey: ['social', 'reaction', 'check', resourceID],
    queryFn: ({ signal }) => getReactionCheck(resourceID, signal),
  });

export const useReactionCheck = (resourceID: string, enabled: boolean) =>
  useQuery({ ...reactionCheckQueryOptions(resourceID), enabled });
