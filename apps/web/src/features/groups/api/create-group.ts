import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupBody, Group } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { groupsKey } from './keys';

/** POST /groups: the creator becomes its owner; answers with the group. */
export const createGroup = (body: CreateGroupBody) => apiRequest<Group>('/groups', { method: 'POST', body });

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}
