import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

export interface ReactionSummary {
  reactionCount: { like: number };
}

/** GET /social/reaction/summary/{id}. */
export const getReactionSummary = (resourceID: string, signal?: AbortSignal) =>
  apiRequest<ReactionSummary>(`/social/reaction/summary/${encodeURIComponent(resourceID)}`, { signal });

export const reactionSummaryQueryOptions = (resourceID: string) =>
  queryOptions({
    queryKey: ['social', 'reaction', 'summary', resourceID],
    queryFn: ({ signal }) => getReactionSummary(resourceID, signal),
  });

export const useReactionSummary = (resourceID: string | undefined) =>
  useQuery({ ...reactionSummaryQueryOptions(resourceID ?? ''), enabled: !!resourceID });
