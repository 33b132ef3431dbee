import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RfqCard as Card } from '@tradeforge/contracts';
import { Clock, MapPin, Package } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { CountryFlag } from '@/components/ui/country-flag';
import { countryNameIn } from '@/lib/country-names';
import { taxonomyName, useSiteLocale } from '@/lib/i18n';
import { incotermName, quantityText } from '@/lib/trade-terms';
import {
  instantText,
  QUOTE_STATE_LABELS,
  RFQ_STATE_LABELS,
  stateClassName,
  VISIBILITY_LABELS,
} from './rfq-labels';

/**
 * A buying request in the lists: its title (the link to it), state, what and how much, where to, until when quotes
 * are taken and how many came; in a business's inbox also whether it was matched and the business's own quote.
 */
export function RfqCard({ rfq }: { rfq: Card }) {
  const { i18n } = useLingui();
  const locale = useSiteLocale();
  const country = countryNameIn(locale, rfq.destinationCountry.code, rfq.destinationCountry.countryName);
  const until = instantText(i18n, rfq.quotesUntil);
  const headingId = `rfq-${rfq.rfqID}`;
  const quotes = rfq.quoteCount;
  const quoteState = rfq.viewerQuote?.state;
  const quoteStateName = quoteState ? i18n._(QUOTE_STATE_LABELS[quoteState]) : '';
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-2 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-base font-semibold break-words text-slate-900">
          <Link to={href.rfq(rfq.rfqID)} className="hover:text-brand-700 hover:underline">
            {rfq.title}
          </Link>
        </h3>
        <span className={stateClassName(rfq.state)}>{i18n._(RFQ_STATE_LABELS[rfq.state])}</span>
      </div>
      <p className="text-xs text-slate-600">
        {taxonomyName(i18n, rfq.category.name)} · {i18n._(VISIBILITY_LABELS[rfq.visibility])}
      </p>
      <ul className="space-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <Package aria-hidden className="size-4 shrink-0 text-slate-500" />
          {quantityText(i18n, rfq.quantity, rfq.unit)}
        </li>
        <li className="flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4 shrink-0 text-slate-500" />
          <span>
            <span title={incotermName(i18n, rfq.incoterm)}>{rfq.incoterm}</span>{' '}
            <CountryFlag code={rfq.destinationCountry.code} /> {country}
          </span>
        </li>
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden className="size-4 shrink-0 text-slate-500" />
          {rfq.state === 'open' ? <Trans>Quotes until {until}</Trans> : <Trans>Quoting ended</Trans>}
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1 text-xs">
        <span className="font-semibold text-slate-800">
          <Plural value={quotes} _0="No quotes yet" one="# quote" other="# quotes" />
        </span>
        {rfq.matched && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
            <Trans>Matched to you</Trans>
          </span>
        )}
        {quoteState && (
          <span className={stateClassName(quoteState)}>
            <Trans>Your quote: {quoteStateName}</Trans>
          </span>
        )}
      </div>
    </article>
  );
}
