import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupInviteBody, GroupInviteResult } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { groupsKey } from './keys';

/** POST /groups/{groupID}/invite: people by account, addresses by mail, or a managed business's members. */
export const inviteToGroup = (groupID: string, body: GroupInviteBody) =>
  apiRequest<GroupInviteResult>(`/groups/${encodeURIComponent(groupID)}/invite`, { method: 'POST', body });

export function useInviteToGroup(groupID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupInviteBody) => inviteToGroup(groupID, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}
