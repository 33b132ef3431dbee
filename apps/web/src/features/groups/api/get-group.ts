import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { groupKey } from './keys';

/** GET /groups/{groupID}: what anyone may see of a group, and the viewer's standing in it. */
export const getGroup = (groupID: string, signal?: AbortSignal) =>
  apiRequest<Group>(`/groups/${encodeURIComponent(groupID)}`, { signal });

export const groupQueryOptions = (groupID: string) =>
  queryOptions({
    queryKey: groupKey(groupID),
    queryFn: ({ signal }) => getGroup(groupID, signal),
    retry: false,
  });

export const useGroup = (groupID: string) => useQuery({ ...groupQueryOptions(groupID), enabled: !!groupID });
