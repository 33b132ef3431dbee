import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingInvitation } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /business/{id}/invitations: pending invitations, for owners and admins. */
export const getInvitations = (businessID: string, signal?: AbortSignal) =>
  apiRequest<PendingInvitation[]>(`/business/${encodeURIComponent(businessID)}/invitations`, { signal });

export const invitationsQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: ['business', 'invitations', businessID],
    queryFn: ({ signal }) => getInvitations(businessID, signal),
    retry: false,
  });

export const useInvitations = (businessID: string, enabled: boolean) =>
  useQuery({ ...invitationsQueryOptions(businessID), enabled });
