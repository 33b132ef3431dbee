import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group, UpdateGroupBody } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { groupsKey } from './keys';

/** PUT /groups/{groupID}: owners and admins; what is left out stays. */
export const updateGroup = (groupID: string, body: UpdateGroupBody) =>
  apiRequest<Group>(`/groups/${encodeURIComponent(groupID)}`, { method: 'PUT', body });

export function useUpdateGroup(groupID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGroupBody) => updateGroup(groupID, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}
