import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** User ids are UUIDs; anything else names nobody and is not asked about. */
export const isUserID = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const usePublicProfile = (userID: string) =>
  useQuery({ ...publicProfileQueryOptions(userID), enabled: isUserID(userID) });
