import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { BusinessBadges } from '@/features/businesses/components/business-badges';
import { useMembership } from '@/features/memberships/api/get-membership';
import { useSubscriptionSetup } from '@/features/memberships/api/get-subscription-setup';
import { MembershipPanel } from '@/features/memberships/components/membership-panel';
import { useProfile } from '@/features/profile/api/get-profile';
import { useBusinessPage } from '../business-page';
import { href } from '../paths';
import { PageError, PageLoading } from '@/components/ui/page-status';

/** Membership and checkout of a business (spec part 2, section 2.10). */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const { data, fallback } = useBusinessPage(
    id,
    t`Membership`,
    t`Your membership plan, upgrades and receipts.`,
  );
  const status = useMembership(data?.businessID);
  const setup = useSubscriptionSetup();
  const profile = useProfile();
  if (!data) return fallback;
  if (status.isPending || setup.isPending || profile.isPending) return <PageLoading />;
  if (status.isError || setup.isError) return <PageError />;
  const page = href.business(data.general.companyName, data.businessID);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div>
        <p className="text-sm">
          <Link to={`${page}?editMode=1`} className="text-brand-700 hover:underline">
            {data.general.companyName}
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Membership</Trans>
        </h1>
      </div>
      <MembershipPanel
        status={status.data}
        setup={setup.data}
        email={profile.data?.email ?? ''}
        badges={<BusinessBadges subscription={status.data.subscription} verified={status.data.verified} />}
        receiptLink={(receipt) => href.businessReceipt(data.businessID, receipt.receiptID)}
      />
    </div>
  );
}
