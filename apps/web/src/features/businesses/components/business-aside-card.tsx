import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareText, Send } from 'lucide-react';
import { Link } from 'react-router';
import type { BusinessProfile } from '@tradeforge/contracts';
import { taxonomyName, useBusinessTypeNames } from '@/lib/i18n';
import { href } from '@/app/paths';
import { BusinessBadges } from './business-badges';
import { useFormatting } from './business-labels';
import { BusinessLogo } from './business-logo';
import { formatRange } from './format-range';
import { ResponseStatsLine } from './response-stats';

/**
 * The business card beside a product (spec part 2, section 2.9). Buyers get Send Request naming `productID`;
 * members of the business get its Requests.
 */
export function BusinessAsideCard({
  business,
  productID,
}: {
  business: BusinessProfile;
  productID?: string;
}) {
  const { general } = business;
  const url = href.business(general.companyName, business.businessID);
  const member = business.session.access !== 'none';
  const { t, i18n } = useLingui();
  const { tag } = useFormatting();
  const { kindName } = useBusinessTypeNames();
  const companyName = general.companyName;
  return (
    <section
      aria-labelledby="business-card-title"
      className="rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {kindName(general.businessType.code, general.businessType.name)}
      </p>
      <div className="mt-2 flex items-center gap-3">
        <BusinessLogo
          photo={general.profilePhoto}
          alt={t`Logo of ${companyName}`}
          className="size-14 shrink-0 rounded-lg"
          imageClassName="ring-1 ring-slate-200"
          iconClassName="size-7"
        />
        <h2 id="business-card-title" className="min-w-0 font-semibold break-words text-slate-900">
          <Link to={url} className="hover:text-brand-700 hover:underline">
            {general.companyName}
          </Link>
        </h2>
      </div>
      <div className="mt-3">
        <BusinessBadges subscription={business.subscription} verified={business.verified} />
      </div>
      <ResponseStatsLine stats={business.responseStats} className="mt-2" />
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600">
            <Trans>Year established</Trans>
          </dt>
          <dd className="text-slate-900">{general.yearStablished ?? '----'}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600">
            <Trans>Employees</Trans>
          </dt>
          <dd className="text-slate-900">{formatRange(general.totalEmployees, tag) ?? '----'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">
            <Trans>Categories</Trans>
          </dt>
          <dd className="mt-1 flex flex-wrap gap-1">
            {general.categories.map((category) => (
              <span
                key={category.id}
                className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
              >
                {taxonomyName(i18n, category.name)}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <Link
        to={
          member
            ? href.businessRequests(business.businessID)
            : href.sendRequest(business.businessID, productID)
        }
        className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {member ? (
          <>
            <MessageSquareText aria-hidden className="size-4" /> <Trans>Requests</Trans>
          </>
        ) : (
          <>
            <Send aria-hidden className="size-4" /> <Trans>Send Request</Trans>
          </>
        )}
      </Link>
    </section>
  );
}
