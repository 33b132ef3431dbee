import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupRole } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { groupsKey } from './keys';

/**
 * What owners and admins do to one person, one endpoint each under /groups/{groupID}/members/{userID}/: approve a
 * request, remove (refuses a request too; `ban` keeps them out), change the role (`owner` hands the group over),
 * mute. Kept in one file: the same path and the same queries to refresh.
 */
export type MemberAction =
  | { action: 'approve' }
  | { action: 'remove'; ban?: boolean }
  | { action: 'role'; role: GroupRole }
  | { action: 'mute'; muted: boolean };

/** POST /groups/{groupID}/members/{userID}/{approve|remove|role|mute}. */
export const moderateMember = (groupID: string, userID: string, { action, ...body }: MemberAction) =>
  apiRequest<unknown>(
    `/groups/${encodeURIComponent(groupID)}/members/${encodeURIComponent(userID)}/${action}`,
    { method: 'POST', body },
  );

export function useModerateMember(groupID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userID, ...action }: { userID: string } & MemberAction) =>
      moderateMember(groupID, userID, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}
