import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Rfq, RfqQuote } from '@tradeforge/contracts';
import { MessageSquare, PenSquare } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { amountText, incotermName, paymentTermName, priceText, quantityText } from '@/lib/trade-terms';
import { FileLinks } from './file-links';
import { QuoteForm } from './quote-form';
import { dayText, QUOTE_STATE_LABELS, stateClassName } from './rfq-labels';

/** One of the viewer's businesses' quotes: its terms and state, Edit while the buyer has not decided. */
function OwnQuote({
  rfq,
  quote,
  onSaved,
}: {
  rfq: Rfq;
  quote: RfqQuote;
  onSaved: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const company = quote.supplier.companyName;
  const days = quote.leadTimeDays;
  const editable = quote.state === 'submitted' && rfq.state === 'open';
  const facts: [string, string][] = [
    [
      t`Unit price`,
      priceText(i18n, {
        min: quote.unitPrice,
        max: quote.unitPrice,
        currency: quote.currency,
        unit: quote.unit,
      }),
    ],
    [t`Total`, amountText(i18n, quote.total, quote.currency)],
    [t`Minimum order`, quantityText(i18n, quote.moq, quote.unit)],
    [t`Lead time`, t`${plural(days, { one: '# day', other: '# days' })}`],
    [t`Incoterm`, `${quote.incoterm} – ${incotermName(i18n, quote.incoterm)}`],
    [t`Payment terms`, quote.paymentTerms.map((term) => paymentTermName(i18n, term)).join(', ')],
    [t`Valid until`, dayText(i18n, quote.validUntil)],
  ];
  if (editing)
    return (
      <QuoteForm
        rfq={rfq}
        quote={quote}
        onSaved={() => {
          setEditing(false);
          onSaved(t`The quote of ${company} was updated.`);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  const reason = quote.moderationReason;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">
          <Trans>Quote of {company}</Trans>
        </h3>
        <span className={stateClassName(quote.state)}>{i18n._(QUOTE_STATE_LABELS[quote.state])}</span>
      </div>
      {reason && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <Trans>An operator hid this quote: {reason}</Trans>
        </p>
      )}
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-slate-500">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {quote.note && <p className="text-sm whitespace-pre-line text-slate-800">{quote.note}</p>}
      <FileLinks files={quote.attachments} label={t`Files of the quote`} />
      <div className="flex flex-wrap gap-2">
        {editable && (
          <button type="button" onClick={() => setEditing(true)} className={buttonClass('outline', 'sm')}>
            <PenSquare aria-hidden className="size-4" /> <Trans>Edit quote</Trans>
          </button>
        )}
        {quote.threadID && (
          <Link
            to={href.businessRequests(quote.supplier.businessID, quote.threadID)}
            className={buttonClass('ghost', 'sm')}
          >
            <MessageSquare aria-hidden className="size-4" /> <Trans>Conversation with the buyer</Trans>
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * What a supplier sees under a request: its businesses' quotes on it (each editable until the buyer decides), and
 * the quote form while one of its businesses may still quote. The focus goes to the section's heading after a
 * save, which a status line says.
 */
export function SupplierPanel({ rfq }: { rfq: Rfq }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const [news, setNews] = useState('');
  const { quotes, canQuoteAs } = rfq.viewer;
  const saved = (message: string) => {
    setNews(message);
    heading.current?.focus();
  };
  if (!quotes.length && !canQuoteAs.length) return null;
  return (
    <section
      aria-labelledby="supplier-panel"
      className="space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="supplier-panel" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {quotes.length ? <Trans>Your quotes on this request</Trans> : <Trans>Quote on this request</Trans>}
      </h2>
      <p role="status" className={news ? 'rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900' : 'sr-only'}>
        {news}
      </p>
      {quotes.map((quote) => (
        <OwnQuote key={quote.quoteID} rfq={rfq} quote={quote} onSaved={saved} />
      ))}
      {canQuoteAs.length > 0 && (
        <div className={quotes.length ? 'border-t border-slate-200 pt-4' : undefined}>
          <QuoteForm
            key={canQuoteAs.map((business) => business.businessID).join()}
            rfq={rfq}
            quoteAs={canQuoteAs}
            onSaved={(quote) => {
              const company = quote.supplier.companyName;
              saved(t`The quote of ${company} was sent. You can edit it until the buyer decides.`);
            }}
          />
        </div>
      )}
    </section>
  );
}
