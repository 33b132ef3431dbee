import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupAcceptBody, GroupMemberState, JoinGroupResult } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { groupsKey } from './keys';

/**
 * What the viewer does about their own standing, one endpoint each: `join` (an open group at once, a private one
 * asks), `leave`, `accept` an invitation, `refuse` (decline an invitation or cancel a request). Kept in one file:
 * the four are the same call on one path and refresh the same queries.
 */
export type GroupStandingAction = 'join' | 'leave' | 'accept' | 'refuse';

/** POST /groups/{groupID}/{join|leave|accept|refuse}. */
export const changeGroupStanding = (groupID: string, action: GroupStandingAction, body?: GroupAcceptBody) =>
  apiRequest<JoinGroupResult | { state: GroupMemberState | 'none' } | null>(
    `/groups/${encodeURIComponent(groupID)}/${action}`,
    { method: 'POST', body: body ?? {} },
  );

export function useGroupStanding(groupID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, token }: { action: GroupStandingAction; token?: string }) =>
      changeGroupStanding(groupID, action, token ? { token } : undefined),
    // A member's standing changes what the page, its feed and the lists show.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupsKey }),
        queryClient.invalidateQueries({ queryKey: ['posts'] }),
      ]),
  });
}
