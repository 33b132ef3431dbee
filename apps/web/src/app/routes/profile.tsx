import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from '@/lib/toast';
import { PROFILE_MESSAGES } from '@tradeforge/contracts';
import { UserBusinesses } from '@/features/businesses/components/user-businesses';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { LatestPosts } from '@/features/posts/components/latest-posts';
import { usePageMeta } from '@/lib/page-meta';
import { useLoginAgainWhenEnded } from '@/lib/require-login';
import { logout } from '@/lib/session';
import { href } from '../paths';

const buttonClassName = 'rounded-lg px-4 py-2 text-sm font-semibold';

/**
 * My account (spec part 2, section 2.2). A profile that cannot be loaded sends the visitor to /; a member whose
 * session ended by itself logs in again and comes back.
 */
export function Component() {
  const { t } = useLingui();
  usePageMeta(t`My profile`, t`Your personal profile.`);
  const profile = useProfile();
  const loginAgain = useLoginAgainWhenEnded(profile.isError);
  useEffect(() => {
    if (profile.isError && !loginAgain) toast.error(PROFILE_MESSAGES.loadFailed);
  }, [profile.isError, loginAgain]);
  if (profile.isPending)
    return (
      <p className="p-8 text-center text-slate-600" role="status">
        <Trans>Loading your user profile...</Trans>
      </p>
    );
  if (loginAgain) return null;
  if (profile.isError) return <Navigate to={href.home()} replace />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <ProfileCard
        profile={profile.data}
        actions={
          <>
            <Link
              to={href.profileEdit()}
              className={`${buttonClassName} bg-brand-600 text-white hover:bg-brand-700`}
            >
              <Trans>Edit profile</Trans>
            </Link>
            <button
              type="button"
              onClick={() => void logout()}
              className={`${buttonClassName} border border-slate-300 text-slate-700 hover:bg-slate-100`}
            >
              <Trans>Log out</Trans>
            </button>
          </>
        }
      />
      <div className="mt-6">
        <UserBusinesses
          userID={profile.data.userID}
          title={t`My businesses`}
          empty={t`Showcase your company and its products to buyers across the network.`}
          footer={
            <Link
              to="/business/create"
              className="mt-3 inline-block font-semibold text-brand-600 hover:underline"
            >
              <Trans>Create a business</Trans>
            </Link>
          }
        />
      </div>
      <div className="mt-6">
        <LatestPosts
          timelineID={profile.data.userID}
          owner={`${profile.data.firstName} ${profile.data.lastName}`}
          canPost
          emptyText={t`You have not posted yet. Tell the network what you are working on or looking for.`}
        />
      </div>
    </div>
  );
}
