import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Rfq, RfqQuote, RfqSupplier } from '@tradeforge/contracts';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { CountryFlag } from '@/components/ui/country-flag';
import { inputClass, labelClass } from '@/components/ui/field';
import { countryNameIn } from '@/lib/country-names';
import { useSiteLocale } from '@/lib/i18n';
import { amountText, incotermName, paymentTermName, priceText, quantityText } from '@/lib/trade-terms';
import { useQuotes, type QuoteSort } from '../api/get-quotes';
import { FileLinks } from './file-links';
import { QuoteActions } from './quote-actions';
import { ariaSort, PHONE_ORDERS, SortButton, type SortState } from './quote-sort';
import { dayText, QUOTE_STATE_LABELS, stateClassName } from './rfq-labels';

/** What the page puts in a supplier's trust row (the businesses feature draws it). */
export type RenderTrust = (supplier: RfqSupplier) => ReactNode;
/** What the page puts beside a quote's actions: its Report button (the reports feature draws it). */
export type RenderReport = (quote: RfqQuote) => ReactNode;

/** The figures of one quote in the page's language, shared by the table's cells and the phone's cards. */
function useQuoteTexts() {
  const { t, i18n } = useLingui();
  return (quote: RfqQuote) => {
    const days = quote.leadTimeDays;
    return {
      unitPrice: priceText(i18n, {
        min: quote.unitPrice,
        max: quote.unitPrice,
        currency: quote.currency,
        unit: quote.unit,
      }),
      total: amountText(i18n, quote.total, quote.currency),
      moq: quantityText(i18n, quote.moq, quote.unit),
      leadTime: t`${plural(days, { one: '# day', other: '# days' })}`,
      incoterm: quote.incoterm,
      incotermName: incotermName(i18n, quote.incoterm),
      payment: quote.paymentTerms.map((term) => paymentTermName(i18n, term)).join(', '),
      validUntil: dayText(i18n, quote.validUntil),
      state: i18n._(QUOTE_STATE_LABELS[quote.state]),
    };
  };
}

function SupplierCell({ quote, renderTrust }: { quote: RfqQuote; renderTrust: RenderTrust }) {
  const { t } = useLingui();
  const locale = useSiteLocale();
  const { supplier } = quote;
  const country = countryNameIn(locale, supplier.country.code, supplier.country.countryName);
  return (
    <div className="min-w-0 space-y-1.5">
      <Link
        to={href.business(supplier.companyName, supplier.businessID)}
        className="font-semibold break-words text-brand-700 hover:underline"
      >
        {supplier.companyName}
      </Link>
      <p className="text-xs text-slate-600">
        <CountryFlag code={supplier.country.code} /> {country}
      </p>
      {renderTrust(supplier)}
      {(quote.note || quote.attachments.length > 0) && (
        <details className="text-sm">
          <summary className="cursor-pointer text-xs font-semibold text-brand-700">
            <Trans>Note and files</Trans>
          </summary>
          <div className="mt-2 space-y-2">
            {quote.note && <p className="whitespace-pre-line text-slate-800">{quote.note}</p>}
            <FileLinks files={quote.attachments} label={t`Files of the quote`} />
          </div>
        </details>
      )}
    </div>
  );
}

/**
 * The buyer's comparison of the quotes received: a table on wide screens whose column headers sort it (buttons,
 * with `aria-sort`), stacked cards with a Sort by choice on phones; each quote with its supplier's trust row and
 * the buyer's actions. The API sorts (ties by the oldest quote); the rows stay while a new order loads.
 */
export function QuoteComparison({
  rfq,
  renderTrust,
  renderReport,
}: {
  rfq: Rfq;
  renderTrust: RenderTrust;
  renderReport?: RenderReport;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [sorting, setSorting] = useState<SortState>({ sort: 'unitPrice', order: 'asc' });
  const quotes = useQuotes(rfq.rfqID, sorting.sort, sorting.order);
  const texts = useQuoteTexts();
  const [news, setNews] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const done = (message: string) => {
    setNews(message);
    heading.current?.focus();
  };
  const list = quotes.data?.quotes ?? [];
  const currencies = new Set(list.map((quote) => quote.currency));
  const count = rfq.quoteCount;
  const columns: { key: string; label: string; sort?: QuoteSort }[] = [
    { key: 'supplier', label: t`Supplier` },
    { key: 'unitPrice', label: t`Unit price`, sort: 'unitPrice' },
    { key: 'total', label: t`Total`, sort: 'total' },
    { key: 'moq', label: t`Minimum order`, sort: 'moq' },
    { key: 'leadTimeDays', label: t`Lead time`, sort: 'leadTimeDays' },
    { key: 'incoterm', label: t`Incoterm` },
    { key: 'payment', label: t`Payment terms` },
    { key: 'validUntil', label: t`Valid until`, sort: 'validUntil' },
    { key: 'state', label: t({ message: 'State', context: 'status of a buying request or quote' }) },
    { key: 'actions', label: t`Actions` },
  ];
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          <Trans>Quotes received</Trans> <span className="text-slate-500">({count})</span>
        </h2>
        {list.length > 1 && (
          <div className="md:hidden">
            <label htmlFor={`${id}-sort`} className={labelClass}>
              <Trans>Sort by</Trans>
            </label>
            <select
              id={`${id}-sort`}
              value={`${sorting.sort} ${sorting.order}`}
              onChange={(event) => {
                const [sort, order] = event.target.value.split(' ') as [QuoteSort, 'asc' | 'desc'];
                setSorting({ sort, order });
              }}
              className={inputClass}
            >
              {PHONE_ORDERS.map(({ sort, order, label }) => (
                <option key={`${sort} ${order}`} value={`${sort} ${order}`}>
                  {i18n._(label)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p role="status" className={news ? 'rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900' : 'sr-only'}>
        {news}
      </p>
      {quotes.isPending ? (
        <p role="status" className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          <Trans>Loading quotes…</Trans>
        </p>
      ) : quotes.isError ? (
        <p role="alert" className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
          <Trans>The quotes could not be loaded.</Trans>{' '}
          <button
            type="button"
            onClick={() => void quotes.refetch()}
            className="font-semibold text-brand-700 underline"
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
          {rfq.state === 'open' ? (
            <Trans>No quotes yet. Matched suppliers were told; their quotes will show here.</Trans>
          ) : (
            <Trans>No supplier quoted on this request.</Trans>
          )}
        </p>
      ) : (
        <>
          {currencies.size > 1 && (
            <p className="text-sm text-amber-900">
              <Trans>
                The quotes are in several currencies: they are sorted by amount, without conversion.
              </Trans>
            </p>
          )}
          <div className="hidden overflow-x-auto rounded-xl bg-white shadow-card ring-1 ring-slate-200 md:block">
            <table className="w-full text-left text-sm" aria-busy={quotes.isPlaceholderData}>
              <caption className="sr-only">
                <Trans>Quotes received, one per row; the column headers sort the table.</Trans>
              </caption>
              <thead className="bg-slate-50 text-xs text-slate-700">
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={column.sort ? (ariaSort(sorting, column.sort) ?? 'none') : undefined}
                      className="px-3 py-2 align-bottom whitespace-nowrap"
                    >
                      {column.sort ? (
                        <SortButton
                          current={sorting}
                          sort={column.sort}
                          label={column.label}
                          onSort={setSorting}
                        />
                      ) : column.key === 'actions' ? (
                        <span className="sr-only">{column.label}</span>
                      ) : (
                        column.label
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {list.map((quote) => {
                  const text = texts(quote);
                  return (
                    <tr key={quote.quoteID} className="align-top">
                      <th scope="row" className="max-w-64 px-3 py-3 text-left font-normal">
                        <SupplierCell quote={quote} renderTrust={renderTrust} />
                      </th>
                      <td className="px-3 py-3 whitespace-nowrap">{text.unitPrice}</td>
                      <td className="px-3 py-3 font-semibold whitespace-nowrap">{text.total}</td>
                      <td className="px-3 py-3 whitespace-nowrap">{text.moq}</td>
                      <td className="px-3 py-3 whitespace-nowrap">{text.leadTime}</td>
                      <td className="px-3 py-3">
                        <abbr title={text.incotermName} className="no-underline">
                          {text.incoterm}
                        </abbr>
                      </td>
                      <td className="px-3 py-3">{text.payment}</td>
                      <td className="px-3 py-3 whitespace-nowrap">{text.validUntil}</td>
                      <td className="px-3 py-3">
                        <span className={stateClassName(quote.state)}>{text.state}</span>
                      </td>
                      <td className="px-3 py-3">
                        <QuoteActions rfq={rfq} quote={quote} onDone={done} />
                        {renderReport && <div className="mt-2">{renderReport(quote)}</div>}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ul
            aria-label={t`Quotes received`}
            aria-busy={quotes.isPlaceholderData}
            className="space-y-3 md:hidden"
          >
            {list.map((quote) => {
              const text = texts(quote);
              const facts: [string, ReactNode][] = [
                [t`Unit price`, text.unitPrice],
                [t`Total`, <strong key="total">{text.total}</strong>],
                [t`Minimum order`, text.moq],
                [t`Lead time`, text.leadTime],
                [t`Incoterm`, text.incoterm],
                [t`Payment terms`, text.payment],
                [t`Valid until`, text.validUntil],
              ];
              return (
                <li
                  key={quote.quoteID}
                  className="space-y-3 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200"
                >
                  <div className="flex items-start justify-between gap-2">
                    <SupplierCell quote={quote} renderTrust={renderTrust} />
                    <span className={stateClassName(quote.state)}>{text.state}</span>
                  </div>
                  <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                    {facts.map(([term, value]) => (
                      <div key={term}>
                        <dt className="text-xs text-slate-500">{term}</dt>
                        <dd className="text-slate-900">{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <QuoteActions rfq={rfq} quote={quote} onDone={done} />
                  {renderReport?.(quote)}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
