import { queryOptions, useQuery } from '@tanstack/react-query';
import { isUuid } from '@/lib/uuid';
import type { PublicProfile } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const getPublicProfile = async (userID: string, signal?: AbortSignal) =>
  (
    await apiRequest<{ profile: PublicProfile }>(`/user/public-profile/${encodeURIComponent(userID)}`, {
      signal,
    })
  ).profile;

export const publicProfileQueryOptions = (userID: string) =>
  queryOptions({
    queryKey: ['user', 'public-profile', userID],
    queryFn: ({ signal }) => getPublicProfile(userID, signal),
  });

export const usePublicProfile = (userID: string) =>
  useQuery({ ...publicProfileQueryOptions(userID), enabled: isUuid(userID) });
