import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceivedInvitation } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /business/invitations/mine: invitations addressed to the e-mail of my account. */
export const getMyInvitations = (signal?: AbortSignal) =>
  apiRequest<ReceivedInvitation[]>('/business/invitations/mine', { signal });

export const myInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: ['business', 'invitations', 'mine'],
    queryFn: ({ signal }) => getMyInvitations(signal),
  });

export const useMyInvitations = (enabled = true) => useQuery({ ...myInvitationsQueryOptions(), enabled });
