import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GROUP_LIMITS, type GroupList } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** Which list of groups: mine (member, asked or invited), suggested for me, or a search by text. */
export type GroupListKind = { mine: true } | { suggested: true } | { q: string };

/** GET /groups?mine=1|suggested=1|q=&skip=&size=. */
export const getGroups = (kind: GroupListKind, skip: number, signal?: AbortSignal) => {
  const params = new URLSearchParams({ skip: String(skip), size: String(GROUP_LIMITS.pageSize) });
  if ('mine' in kind) params.set('mine', '1');
  else if ('suggested' in kind) params.set('suggested', '1');
  else params.set('q', kind.q);
  return apiRequest<GroupList>(`/groups?${params.toString()}`, { signal });
};

export const groupsQueryOptions = (kind: GroupListKind, skip: number) =>
  queryOptions({
    queryKey: ['groups', 'list', kind, skip],
    queryFn: ({ signal }) => getGroups(kind, skip, signal),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useGroups = (kind: GroupListKind, skip: number, enabled = true) =>
  useQuery({ ...groupsQueryOptions(kind, skip), enabled });
