import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { operatorKeys } from './get-operator-me';

/** What an operator does to a group: hide it with a reason its owner and admins read, suspend it, or restore it. */
export type GroupModeration = { action: 'hide'; reason: string } | { action: 'suspend' | 'restore' };

/** POST /operator/groups/{groupID}/{hide|suspend|restore}. */
export const moderateGroup = (groupID: string, { action, ...body }: GroupModeration) =>
  apiRequest<{ groupID: string }>(`/operator/groups/${encodeURIComponent(groupID)}/${action}`, {
    method: 'POST',
    ...(action === 'hide' ? { body } : {}),
  });

export function useModerateGroup(groupID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moderation: GroupModeration) => moderateGroup(groupID, moderation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
