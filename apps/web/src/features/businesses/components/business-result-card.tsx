import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, MessageSquareText, Send } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BusinessSummary } from '@tradeforge/contracts';
import { taxonomyName, useBusinessTypeNames } from '@/lib/i18n';
import { href } from '@/app/paths';
import { CountryFlag } from '@/components/ui/country-flag';
import { Highlight } from '@/components/ui/highlight';
import { useCountryName } from '@/lib/country-names';
import { BusinessLogo } from './business-logo';
import { BusinessTrustRow } from './business-trust-row';

/**
 * Business search card (spec part 1, section 2, Cards): logo, name, type, industry, country, year established
 * (or ----), description, likes, the trust row and the buyer's next steps. Buyers get Send Request; `member`s of
 * the business get its Requests instead (spec part 2, section 2.11). `terms`: words of the search to mark;
 * `save`: the page's Save button (favorites are another feature). The card is named by the company, so its
 * buttons keep the short names the rest of the site gives them.
 */
export function BusinessResultCard({
  business,
  terms = [],
  member = false,
  save,
}: {
  business: BusinessSummary;
  terms?: string[];
  member?: boolean;
  save?: ReactNode;
}) {
  const { general, contactInfo } = business;
  const titleID = useId();
  const { kindName } = useBusinessTypeNames();
  const { i18n } = useLingui();
  const countryName = useCountryName();
  const country = countryName(contactInfo.country.code, contactInfo.country.countryName);
  const year = general.yearStablished ?? '----';
  return (
    <article
      aria-labelledby={titleID}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row"
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-3">
          <BusinessLogo
            photo={general.profilePhoto}
            alt=""
            className="size-14 shrink-0 rounded-lg"
            imageClassName="ring-1 ring-slate-200"
            iconClassName="size-7"
          />
          <div className="min-w-0 flex-1">
            <h3 id={titleID} className="text-lg font-semibold wrap-break-word text-slate-900">
              <Link
                to={href.business(general.companyName, business.businessID)}
                className="hover:text-brand-600 hover:underline"
              >
                <Highlight text={general.companyName} terms={terms} />
              </Link>
            </h3>
            <p className="text-sm text-slate-600">
              {kindName(general.businessType.code, general.businessType.name)} ·{' '}
              {taxonomyName(i18n, general.industry.name)}
            </p>
            <p className="flex flex-wrap items-center gap-x-1 text-sm text-slate-600">
              <span>
                <CountryFlag code={contactInfo.country.code} /> {country}
              </span>
              <span aria-hidden>·</span>
              <span>
                <Trans>Est. {year}</Trans>
              </span>
              <span aria-hidden>·</span>
              <span className="inline-flex items-center gap-1">
                <Heart aria-hidden className="size-3.5" />
                <span className="sr-only">
                  <Trans>Likes:</Trans>
                </span>{' '}
                {business.reactions.reactionCount.like}
              </span>
            </p>
          </div>
        </div>
        {/* Under the name from 640 px up; the card's whole width on a phone. */}
        <div className="sm:ml-17">
          <p className="mt-2 line-clamp-3 text-sm text-slate-700">
            <Highlight text={general.shortDescription} terms={terms} />
          </p>
          <BusinessTrustRow business={business} className="mt-3" />
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-start gap-2 sm:w-40 sm:flex-col sm:items-stretch">
        <Link
          to={member ? href.businessRequests(business.businessID) : href.sendRequest(business.businessID)}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-brand-600 bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {member ? (
            <MessageSquareText aria-hidden className="size-4" />
          ) : (
            <Send aria-hidden className="size-4" />
          )}
          {member ? <Trans>Requests</Trans> : <Trans>Send Request</Trans>}
        </Link>
        {save}
      </div>
    </article>
  );
}
