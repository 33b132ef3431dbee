import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate } from 'react-router';
import { BUSINESS_KINDS } from '@tradeforge/contracts';
import { useAccountSecurity } from '@/features/auth/api/account-security';
import { AccountSecuritySettings } from '@/features/auth/components/account-security';
import { DeleteAccount } from '@/features/data-rights/components/delete-account';
import { YourData } from '@/features/data-rights/components/your-data';
import { MessageMailsSetting } from '@/features/messages/components/message-mails-setting';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { useProfile } from '@/features/profile/api/get-profile';
import { PhotoUpload } from '@/features/profile/components/photo-upload';
import { ProfileEditForm, type ProfileLists } from '@/features/profile/components/profile-edit-form';
import { useIndustryTree } from '@/features/industries/api/get-industry-tree';
import { useCountries } from '@/features/reference-data/api/get-countries';
import { useGenders } from '@/features/reference-data/api/get-genders';
import { useJobPositions } from '@/features/reference-data/api/get-job-positions';
import { useLanguages } from '@/features/reference-data/api/get-languages';
import { useBusinessTypeNames } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useLoginAgainWhenEnded } from '@/lib/require-login';
import { href } from '../paths';

/** Edit my profile (spec part 2, section 2.4): photos upload at once; the form saves the rest. */
export function Component() {
  const { t } = useLingui();
  const { kindName } = useBusinessTypeNames();
  usePageMeta(t`Edit my profile`, t`Edit your personal profile.`);
  const profile = useProfile();
  // A session that ended by itself (the page reloads then) logs in again and comes back here.
  const loginAgain = useLoginAgainWhenEnded(profile.isError);
  const security = useAccountSecurity();
  const navigate = useNavigate();
  const references = {
    countries: useCountries(),
    genders: useGenders(),
    languages: useLanguages(),
    jobPositions: useJobPositions(),
    industries: useIndustryTree(),
  };
  // The form's selects take their saved values when mounted, so it waits for the lists; a failed list is empty.
  if (profile.isPending || Object.values(references).some((list) => list.isPending))
    return (
      <p className="p-8 text-center text-slate-600" role="status">
        <Trans>Loading your user profile...</Trans>
      </p>
    );
  if (loginAgain) return null;
  if (profile.isError) return <Navigate to={href.home()} replace />;
  const { profilePhoto, coverPhoto } = profile.data;
  const lists: ProfileLists = {
    countries: references.countries.data ?? [],
    genders: references.genders.data ?? [],
    languages: references.languages.data ?? [],
    jobPositions: references.jobPositions.data ?? [],
    // The kind of business the person works in: never the Products or Users search kinds.
    businessTypes: BUSINESS_KINDS.map((kind) => ({ code: kind.code, businessTypeName: kindName(kind.code) })),
    industries: references.industries.data ?? [],
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Edit my profile</Trans>
      </h1>
      <section
        aria-label={t`Photos`}
        className="mt-6 grid gap-6 rounded-xl border border-slate-200 bg-white p-6 md:grid-cols-2"
      >
        <PhotoUpload
          kind="profile-photo"
          currentUrl={profilePhoto?.versions?.thumb?.url ?? profilePhoto?.url}
        />
        <PhotoUpload kind="cover-photo" currentUrl={coverPhoto?.versions?.medium?.url ?? coverPhoto?.url} />
      </section>
      <section
        aria-label={t`Profile details`}
        className="mt-6 rounded-xl border border-slate-200 bg-white p-6"
      >
        <ProfileEditForm profile={profile.data} lists={lists} onDone={() => navigate(href.profile())} />
      </section>
      <section
        aria-labelledby="mails-heading"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="mails-heading" className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Mails</Trans>
        </h2>
        <MessageMailsSetting />
      </section>
      <section
        aria-labelledby="notifications-heading"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="notifications-heading" className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Notifications</Trans>
        </h2>
        <NotificationSettings />
      </section>
      <AccountSecuritySettings />
      <section
        aria-labelledby="your-data-heading"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="your-data-heading" className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Your data</Trans>
        </h2>
        <YourData />
      </section>
      <section
        aria-labelledby="delete-account-heading"
        className="mt-6 rounded-xl border border-red-200 bg-white p-6"
      >
        <h2 id="delete-account-heading" className="mb-4 text-lg font-semibold text-red-800">
          <Trans>Delete my account</Trans>
        </h2>
        <DeleteAccount twoFactor={security.data?.twoFactorEnabled ?? false} />
      </section>
    </div>
  );
}
