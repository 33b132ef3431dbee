import { Trans, useLingui } from '@lingui/react/macro';
import { CountryFlag } from '@/components/ui/country-flag';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';

import type { BusinessProfile } from '@tradeforge/contracts';
import { taxonomyName, useBusinessTypeNames } from '@/lib/i18n';
import { BusinessBadges, VERIFIED_MEANING } from './business-badges';
import { useCountryName } from '@/lib/country-names';
import { BusinessLogo } from './business-logo';
import { ResponseStatsLine } from './response-stats';

/** The business page header: cover, logo, name, badges and the page's action buttons. */
export function BusinessHeader({ business, actions }: { business: BusinessProfile; actions: ReactNode }) {
  const { general, contactInfo } = business;
  const { t, i18n } = useLingui();
  const { kindName } = useBusinessTypeNames();
  const countryName = useCountryName();
  const companyName = general.companyName;
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-card ring-1 ring-slate-200">
      {general.coverPhoto ? (
        <img
          src={general.coverPhoto.url}
          alt=""
          fetchPriority="high"
          className="h-32 w-full object-cover sm:h-52"
        />
      ) : (
        <div className="h-24 bg-gradient-to-r from-brand-700 to-brand-500 sm:h-40" aria-hidden />
      )}
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:p-6">
        <BusinessLogo
          photo={general.profilePhoto}
          alt={t`Logo of ${companyName}`}
          className="-mt-14 size-24 shrink-0 rounded-xl ring-4 ring-white sm:-mt-16"
          imageClassName="bg-white"
          iconClassName="size-10"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words text-slate-900">{general.companyName}</h1>
          <p className="text-sm text-slate-600">
            {kindName(general.businessType.code, general.businessType.name)} ·{' '}
            {taxonomyName(i18n, general.industry.name)} · <CountryFlag code={contactInfo.country.code} />{' '}
            {countryName(contactInfo.country.code, contactInfo.country.countryName)}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <BusinessBadges subscription={business.subscription} verified={business.verified} />
            {business.verified ? (
              <span className="text-xs text-slate-600">{i18n._(VERIFIED_MEANING)}</span>
            ) : (
              (business.session.access === 'owner' || business.session.access === 'admin') && (
                <Link
                  to={href.businessEdit(business.businessID, 'verification')}
                  className="text-xs font-semibold text-brand-700 hover:underline"
                >
                  <Trans>How to get the verified badge</Trans>
                </Link>
              )
            )}
          </div>
          <ResponseStatsLine stats={business.responseStats} className="mt-2 text-sm" />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-4 py-3 sm:px-6">
        {actions}
      </div>
    </div>
  );
}
