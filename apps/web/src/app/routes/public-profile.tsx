import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { isUuid } from '@/lib/uuid';
import { UserBusinesses } from '@/features/businesses/components/user-businesses';
import { usePublicProfile } from '@/features/profile/api/get-public-profile';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { LatestPosts } from '@/features/posts/components/latest-posts';
import { ReportButton } from '@/features/reports/components/report-button';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { isNotFound, NotFound, notFoundMeta } from '../not-found';

/** A public user profile (spec part 2, section 2.3); visitors may view it. */
export function Component() {
  const { id = '' } = useParams();
  const profile = usePublicProfile(id);
  const { session } = useSession();
  const { t } = useLingui();
  const name = profile.data ? `${profile.data.firstName} ${profile.data.lastName}` : t`User profile`;
  const firstName = profile.data?.firstName ?? '';
  // An id that is not a UUID is never read (`usePublicProfile`): nobody has it.
  const missing = !isUuid(id) || isNotFound(profile.error);
  usePageMeta(
    missing ? notFoundMeta.user.title : name,
    missing ? notFoundMeta.user.description : t`${name} on the industrial B2B network.`,
  );
  if (missing) return <NotFound kind="user" />;
  if (profile.isPending)
    return (
      <p className="p-8 text-center text-slate-600" role="status">
        <Trans>Loading the user profile...</Trans>
      </p>
    );
  if (profile.isError)
    return (
      <p className="p-8 text-center text-slate-600" role="alert">
        <Trans>This profile does not exist or could not be loaded.</Trans>
      </p>
    );
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <ProfileCard profile={profile.data} />
      <div className="flex justify-end">
        <ReportButton objectType="user" objectID={profile.data.userID} label={name} />
      </div>
      <UserBusinesses
        userID={profile.data.userID}
        title={t`Businesses`}
        empty={t`${firstName} has no business on the network yet.`}
      />
      <LatestPosts
        timelineID={profile.data.userID}
        owner={name}
        canPost={session?.userID === profile.data.userID}
        emptyText={
          session?.userID === profile.data.userID
            ? t`You have not posted yet. Tell the network what you are working on or looking for.`
            : t`${firstName} has not posted yet.`
        }
      />
    </div>
  );
}
