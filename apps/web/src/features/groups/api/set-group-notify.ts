import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupPostNotify } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { groupKey } from './keys';

/** PUT /groups/{groupID}/notify: which of its new posts notify the viewer. */
export const setGroupNotify = (groupID: string, notify: GroupPostNotify) =>
  apiRequest<unknown>(`/groups/${encodeURIComponent(groupID)}/notify`, { method: 'PUT', body: { notify } });

export function useSetGroupNotify(groupID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notify: GroupPostNotify) => setGroupNotify(groupID, notify),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKey(groupID) }),
  });
}
