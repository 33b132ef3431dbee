import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GROUP_LIMITS, type GroupMembersPage, type GroupMemberState } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /groups/{groupID}/members?state=&skip=&size=: members by default; owners and admins also list the others. */
export const getGroupMembers = (
  groupID: string,
  state: GroupMemberState,
  skip: number,
  signal?: AbortSignal,
) =>
  apiRequest<GroupMembersPage>(
    `/groups/${encodeURIComponent(groupID)}/members?${new URLSearchParams({
      state,
      skip: String(skip),
      size: String(GROUP_LIMITS.membersPageSize),
    }).toString()}`,
    { signal },
  );

export const groupMembersQueryOptions = (groupID: string, state: GroupMemberState, skip: number) =>
  queryOptions({
    queryKey: ['groups', 'members', groupID, state, skip],
    queryFn: ({ signal }) => getGroupMembers(groupID, state, skip, signal),
    placeholderData: keepPreviousData,
  });

export const useGroupMembers = (groupID: string, state: GroupMemberState, skip: number, enabled = true) =>
  useQuery({ ...groupMembersQueryOptions(groupID, state, skip), enabled: enabled && !!groupID });
