import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessMember } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /business/{id}/members. */
export const getMembers = (businessID: string, signal?: AbortSignal) =>
  apiRequest<BusinessMember[]>(`/business/${encodeURIComponent(businessID)}/members`, { signal });

export const membersQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: ['business', 'members', businessID],
    queryFn: ({ signal }) => getMembers(businessID, signal),
    retry: false,
  });

export const useMembers = (businessID: string | undefined) =>
  useQuery({ ...membersQueryOptions(businessID ?? ''), enabled: !!businessID });
