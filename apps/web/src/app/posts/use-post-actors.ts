import { POSTING_BUSINESSES_MAX } from '@tradeforge/contracts';
import { useMyBusinesses } from '@/features/businesses/api/get-my-businesses';
import type { PostActor } from '@/features/posts/components/post-composer';
import { useProfile } from '@/features/profile/api/get-profile';

/**
 * Who the logged-in user can post as (spec part 2, section 6): themselves, then up to 5 of the businesses they own
 * or administer, in the order of their business list.
 */
export function usePostActors(enabled: boolean): PostActor[] {
  const profile = useProfile();
  const businesses = useMyBusinesses(enabled);
  if (!enabled || !profile.data) return [];
  const me: PostActor = {
    type: 'user',
    id: profile.data.userID,
    name: `${profile.data.firstName} ${profile.data.lastName}`,
  };
  const managed = (businesses.data ?? [])
    .filter((business) => business.access === 'owner' || business.access === 'admin')
    .slice(0, POSTING_BUSINESSES_MAX)
    .map((business): PostActor => ({
      type: 'business',
      id: business.businessID,
      name: business.general.companyName,
    }));
  return [me, ...managed];
}
