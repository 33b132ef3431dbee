import { Trans, useLingui } from '@lingui/react/macro';
import { CountryFlag } from '@/components/ui/country-flag';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BusinessSummary } from '@tradeforge/contracts';
import { taxonomyName, useBusinessTypeNames } from '@/lib/i18n';
import { href } from '@/app/paths';
import { BusinessBadges } from './business-badges';
import { useCountryName } from '@/lib/country-names';
import { BusinessLogo } from './business-logo';
import { ResponseStatsLine } from './response-stats';

/**
 * A compact business card: logo, name, type, industry, country, year established, description, likes, badges.
 * `action`: what the page adds (the favorite star).
 */
export function BusinessSummaryCard({ business, action }: { business: BusinessSummary; action?: ReactNode }) {
  const { general, contactInfo } = business;
  const { t, i18n } = useLingui();
  const { kindName } = useBusinessTypeNames();
  const countryName = useCountryName();
  const country = countryName(contactInfo.country.code, contactInfo.country.countryName);
  const year = general.yearStablished ?? '----';
  return (
    <article className="flex h-full flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        <BusinessLogo
          photo={general.profilePhoto}
          alt=""
          className="size-12 rounded-lg"
          imageClassName="ring-1 ring-slate-200"
          iconClassName="size-6"
        />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">
            <Link
              to={href.business(general.companyName, business.businessID)}
              className="hover:text-brand-600 hover:underline"
            >
              {general.companyName}
            </Link>
          </h3>
          <p className="text-xs text-slate-500">
            {kindName(general.businessType.code, general.businessType.name)} ·{' '}
            {taxonomyName(i18n, general.industry.name)}
          </p>
          <p className="text-xs text-slate-500">
            <CountryFlag code={contactInfo.country.code} /> {country} · <Trans>Est. {year}</Trans>
          </p>
        </div>
      </div>
      {/* The wrapper takes the card's spare height: a clamped paragraph stretched by it would show a fourth line
          under its ellipsis. */}
      <div className="mt-3 flex-1">
        <p className="line-clamp-3 text-sm text-slate-600">{general.shortDescription}</p>
      </div>
      <ResponseStatsLine stats={business.responseStats} className="mt-2" />
      <div className="mt-3 flex items-center justify-between gap-2">
        <BusinessBadges subscription={business.subscription} verified={business.verified} />
        <span className="inline-flex items-center gap-2">
          <span className="inline-flex items-center gap-1 text-xs text-slate-500" title={t`Likes`}>
            <Heart aria-hidden className="size-3.5" />
            <span className="sr-only">
              <Trans>Likes:</Trans>
            </span>{' '}
            {business.reactions.reactionCount.like}
          </span>
          {action}
        </span>
      </div>
    </article>
  );
}
