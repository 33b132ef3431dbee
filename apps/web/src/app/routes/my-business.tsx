import { Trans, useLingui } from '@lingui/react/macro';
import { Crown, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useMyBusinesses } from '@/features/businesses/api/get-my-businesses';
import { BusinessManageCard } from '@/features/businesses/components/business-manage-card';
import { ReceivedInvitations } from '@/features/businesses/components/received-invitations';
import { buttonClass } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';
import { href } from '../paths';

/** My business (spec part 2, section 2.7): the businesses the user belongs to. */
export function Component() {
  const { t } = useLingui();
  usePageMeta(t`My business`, t`The business profiles you manage.`);
  const [params] = useSearchParams();
  const businesses = useMyBusinesses();
  const list = businesses.data ?? [];
  const choosing = params.get('membership') === 'choose-business';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>My business</Trans>
        </h1>
        <Link to="/business/create" className={buttonClass('primary')}>
          <Plus aria-hidden className="size-4" />
          {list.length ? t`Create another Business profile` : t`Create your Business profile`}
        </Link>
      </div>
      {choosing && (
        <p className="mt-4 rounded-lg bg-accent-50 p-4 text-sm text-accent-700 ring-1 ring-accent-100">
          <Trans>
            Choose which business you want to upgrade: select <strong>Manage Business</strong>, then open the{' '}
            <strong>Membership</strong> tab.
          </Trans>
        </p>
      )}
      <div className="mt-6">
        <ReceivedInvitations />
      </div>
      <div className="mt-6">
        {businesses.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            <Trans>Loading your businesses…</Trans>
          </p>
        ) : businesses.isError ? (
          <p role="alert" className="text-sm text-red-700">
            <Trans>An unexpected error has occurred, please try refreshing the page.</Trans>
          </p>
        ) : list.length === 0 ? (
          <p className="rounded-xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
            <Trans>You don't have any business registered yet</Trans>
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {list.map((business) => {
              const company = business.general.companyName;
              return (
                <li key={business.businessID}>
                  <BusinessManageCard business={business} />
                  {choosing && (
                    <div className="mt-3">
                      <Link
                        to={href.businessMembership(business.businessID)}
                        className={`${buttonClass('accent', 'sm')} w-full`}
                      >
                        <Crown aria-hidden className="size-4" /> <Trans>Upgrade {company}</Trans>
                      </Link>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
