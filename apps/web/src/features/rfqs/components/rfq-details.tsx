import { Trans, useLingui } from '@lingui/react/macro';
import type { Rfq } from '@tradeforge/contracts';
import { BadgeCheck, EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { CountryFlag } from '@/components/ui/country-flag';
import { countryNameIn } from '@/lib/country-names';
import { taxonomyName, useSiteLocale } from '@/lib/i18n';
import { incotermName, priceText, quantityText } from '@/lib/trade-terms';
import { dayText, instantText, RFQ_STATE_LABELS, stateClassName, VISIBILITY_LABELS } from './rfq-labels';
import { FileLinks } from './file-links';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Who asks, when the viewer may know: the business it was posted as (with its country), or the person. */
function BuyerLine({ buyer }: { buyer: NonNullable<Rfq['buyer']> }) {
  const locale = useSiteLocale();
  const person = `${buyer.firstName} ${buyer.lastName}`.trim();
  const business = buyer.business;
  if (!business)
    return (
      <Link to={href.publicProfile(buyer.userID)} className="font-semibold text-brand-700 hover:underline">
        {person}
      </Link>
    );
  const country = countryNameIn(locale, business.country.code, business.country.countryName);
  const company = business.companyName;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <Link
        to={href.business(company, business.businessID)}
        className="font-semibold text-brand-700 hover:underline"
      >
        {company}
      </Link>
      {business.verified && (
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-800">
          <BadgeCheck aria-hidden className="size-3.5" /> <Trans>Verified</Trans>
        </span>
      )}
      <span className="text-xs text-slate-600">
        <CountryFlag code={business.country.code} /> {country}
      </span>
      <span className="text-xs text-slate-600">
        <Trans>asked by {person}</Trans>
      </span>
    </span>
  );
}

/**
 * A buying request as its page shows it: the title (the page's one h1) with its state, what is needed and the
 * terms, the files, and who asks when the viewer may know (the buyer's own choices: supplier countries, matches).
 */
export function RfqDetails({ rfq, actions }: { rfq: Rfq; actions?: ReactNode }) {
  const { t, i18n } = useLingui();
  const locale = useSiteLocale();
  const country = countryNameIn(locale, rfq.destinationCountry.code, rfq.destinationCountry.countryName);
  const place = rfq.destinationPlace;
  const posted = instantText(i18n, rfq.createdAt);
  const matches = rfq.matchCount;
  return (
    <article aria-labelledby="rfq-title" className="space-y-5">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className={stateClassName(rfq.state)}>{i18n._(RFQ_STATE_LABELS[rfq.state])}</span>
          <span className="text-xs text-slate-600">
            {i18n._(VISIBILITY_LABELS[rfq.visibility])} · <Trans>Posted on {posted}</Trans>
          </span>
        </div>
        <h1 id="rfq-title" className="text-2xl font-bold break-words text-slate-900">
          {rfq.title}
        </h1>
        <p className="text-sm text-slate-700">
          {rfq.buyer ? (
            <BuyerLine buyer={rfq.buyer} />
          ) : (
            <span className="inline-flex items-center gap-1.5 text-slate-600">
              <EyeOff aria-hidden className="size-4" /> <Trans>The buyer’s name is not shown.</Trans>
            </span>
          )}
        </p>
        {actions && <div className="flex flex-wrap gap-2 pt-1">{actions}</div>}
      </header>

      <dl className="grid gap-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6 lg:grid-cols-3">
        <Fact term={t`Quantity`}>{quantityText(i18n, rfq.quantity, rfq.unit)}</Fact>
        <Fact term={t`Target unit price`}>
          {rfq.targetUnitPrice ? (
            priceText(i18n, {
              min: rfq.targetUnitPrice.amount,
              max: rfq.targetUnitPrice.amount,
              currency: rfq.targetUnitPrice.currency,
              unit: rfq.unit,
            })
          ) : (
            <Trans>Open to offers</Trans>
          )}
        </Fact>
        <Fact term={t`Delivery`}>
          <abbr title={incotermName(i18n, rfq.incoterm)} className="no-underline">
            {rfq.incoterm}
          </abbr>{' '}
          <CountryFlag code={rfq.destinationCountry.code} /> {place ? `${place}, ${country}` : country}
        </Fact>
        <Fact term={t`Needed by`}>
          {rfq.neededBy ? dayText(i18n, rfq.neededBy) : <Trans>No date given</Trans>}
        </Fact>
        <Fact term={t`Quotes accepted until`}>{instantText(i18n, rfq.quotesUntil)}</Fact>
        <Fact term={t`Category`}>
          {taxonomyName(i18n, rfq.industry.name)} › {taxonomyName(i18n, rfq.category.name)}
        </Fact>
        {rfq.modelNumbers.length > 0 && (
          <Fact term={t`Model or part numbers`}>{rfq.modelNumbers.join(', ')}</Fact>
        )}
        {rfq.supplierCountries && rfq.supplierCountries.length > 0 && (
          <Fact term={t`Supplier countries`}>
            {rfq.supplierCountries.map((code) => countryNameIn(locale, code, code)).join(', ')}
          </Fact>
        )}
        {matches !== undefined && <Fact term={t`Suppliers matched and told`}>{i18n.number(matches)}</Fact>}
      </dl>

      <section aria-labelledby="rfq-description" className="space-y-2">
        <h2 id="rfq-description" className="text-lg font-semibold text-slate-900">
          <Trans>Description</Trans>
        </h2>
        <p className="text-sm whitespace-pre-line text-slate-800">{rfq.description}</p>
      </section>

      {rfq.attachments.length > 0 && (
        <section aria-labelledby="rfq-files" className="space-y-2">
          <h2 id="rfq-files" className="text-lg font-semibold text-slate-900">
            <Trans>Drawings and specifications</Trans>
          </h2>
          <FileLinks files={rfq.attachments} label={t`Files of the request`} />
        </section>
      )}
    </article>
  );
}
