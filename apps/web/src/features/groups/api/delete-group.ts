import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { groupKey, groupsKey } from './keys';

/** DELETE /groups/{groupID}: its owner only. */
export const deleteGroup = (groupID: string) =>
  apiRequest<unknown>(`/groups/${encodeURIComponent(groupID)}`, { method: 'DELETE' });

export function useDeleteGroup(groupID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteGroup(groupID),
    onSuccess: async () => {
      // The deleted group's page must not be refetched (a 404) while the browser leaves it.
      queryClient.removeQueries({ queryKey: groupKey(groupID) });
      await queryClient.invalidateQueries({ queryKey: groupsKey });
    },
  });
}
