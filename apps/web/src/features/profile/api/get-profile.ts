import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { saveProfile } from '@/lib/session';

/** GET user/profile; the answer is also kept in local storage (spec part 1, section 7). */
export async function getProfile(signal?: AbortSignal) {
  const profile = await apiRequest<UserProfile>('/user/profile', { signal });
  saveProfile(profile);
  return profile;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'profile'], queryFn: ({ signal }) => getProfile(signal), retry: false });

export const useProfile = () => useQuery(profileQueryOptions());
