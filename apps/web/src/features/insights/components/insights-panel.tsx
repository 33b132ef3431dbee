import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import {
  LOCALE_TAGS,
  INSIGHTS_PERIODS,
  VIEW_REPEAT_MINUTES,
  type BusinessInsights,
  type InsightsPeriod,
} from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { useSiteLocale } from '@/lib/i18n';
import { useInsights } from '../api/get-insights';

// The chart library comes with the tab, never with the public pages.
const InsightsCharts = lazy(() => import('./insights-charts'));

/** Counts and hours in the page's language ("1,234", "5.5 h"; "1.234", "5,5 h" in Spanish). */
function useFigures() {
  const { t } = useLingui();
  const tag = LOCALE_TAGS[useSiteLocale()];
  const number = (value: number) => value.toLocaleString(tag);
  const hours = (value: number | null) => {
    if (value === null) return '—';
    const figure = number(value);
    return t`${figure} h`;
  };
  return { number, hours };
}

const FIGURES = [
  ['profileViews', msg`Profile views`],
  ['productViews', msg`Product views`],
  ['searchAppearances', msg`Search appearances`],
  ['likes', msg`Likes`],
  ['follows', msg`Follows`],
  ['inquiries', msg`Inquiries`],
] as const;

function Totals({ totals }: { totals: BusinessInsights['totals'] }) {
  const { i18n } = useLingui();
  const { number, hours } = useFigures();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {FIGURES.map(([key, label]) => (
        <div key={key} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-600">{i18n._(label)}</dt>
          <dd className="text-2xl font-bold text-slate-900">{number(totals[key])}</dd>
        </div>
      ))}
      <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <dt className="text-xs font-medium text-slate-600">
          <Trans>Response time</Trans>
        </dt>
        <dd className="text-2xl font-bold text-slate-900">{hours(totals.responseHours)}</dd>
      </div>
    </dl>
  );
}

/** The figures of each day as a table, for screen readers and for whoever wants the numbers. */
function DayTable({ days }: { days: BusinessInsights['days'] }) {
  const { t, i18n } = useLingui();
  const { number, hours } = useFigures();
  const locale = useSiteLocale();
  const dayFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' });
  // English keeps the ISO day (YYYY-MM-DD); the other languages write it their way.
  const dayName = (date: string) => {
    if (locale === 'en') return date;
    const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
    return dayFormat.format(new Date(Date.UTC(year, month - 1, day)));
  };
  return (
    <details className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">
        <Trans>Figures per day</Trans>
      </summary>
      {/* Focusable, so a keyboard can scroll the table on a phone. */}
      <div
        className="relative mt-3 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label={t`Figures per day`}
      >
        <table className="w-full text-right text-sm">
          <caption className="sr-only">
            <Trans>Insights per day</Trans>
          </caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="p-1 text-left">
                <Trans>Day</Trans>
              </th>
              {FIGURES.map(([key, label]) => (
                <th key={key} scope="col" className="p-1">
                  {i18n._(label)}
                </th>
              ))}
              <th scope="col" className="p-1">
                <Trans>Response time</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date} className="border-t border-slate-100">
                <th scope="row" className="p-1 text-left font-medium whitespace-nowrap">
                  {dayName(day.date)}
                </th>
                {FIGURES.map(([key]) => (
                  <td key={key} className="p-1">
                    {number(day[key])}
                  </td>
                ))}
                <td className="p-1">{hours(day.responseHours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function TopLists({ data, companyName }: { data: BusinessInsights; companyName: string }) {
  const { number } = useFigures();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section
        aria-labelledby="top-products"
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="top-products" className="mb-2 font-semibold text-slate-900">
          <Trans>Top products</Trans>
        </h2>
        {data.topProducts.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No product was viewed in this period yet.</Trans>
          </p>
        ) : (
          <ol className="space-y-1 text-sm">
            {data.topProducts.map((product) => {
              const views = number(product.views);
              const viewCount = product.views;
              return (
                <li key={product.productID} className="flex justify-between gap-2">
                  <Link
                    to={href.product(companyName, product.name, product.productID)}
                    className="truncate text-brand-700 hover:underline"
                  >
                    {product.name}
                  </Link>
                  <span className="shrink-0 text-slate-600">
                    <Plural value={viewCount} one={`${views} view`} other={`${views} views`} />
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <section
        aria-labelledby="top-words"
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="top-words" className="mb-2 font-semibold text-slate-900">
          <Trans>Top search words</Trans>
        </h2>
        {data.topSearchWords.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>The business has not appeared in a search in this period yet.</Trans>
          </p>
        ) : (
          <ol className="space-y-1 text-sm">
            {data.topSearchWords.map((word) => {
              const searches = number(word.count);
              const searchCount = word.count;
              return (
                <li key={word.word} className="flex justify-between gap-2">
                  <span className="truncate">{word.word}</span>
                  <span className="shrink-0 text-slate-600">
                    <Plural value={searchCount} one={`${searches} search`} other={`${searches} searches`} />
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * A business's Insights tab: the period (7, 30 or 90 days), the totals, the charts per day, the top products and
 * the top search words. Only counts: never who viewed.
 */
export function InsightsPanel({ businessID, companyName }: { businessID: string; companyName: string }) {
  const [days, setDays] = useState<InsightsPeriod>(30);
  const insights = useInsights(businessID, days);
  const { t } = useLingui();
  const repeat = VIEW_REPEAT_MINUTES;
  return (
    <div className="space-y-4" aria-busy={insights.isFetching}>
      <div role="group" aria-label={t`Period`} className="inline-flex rounded-lg ring-1 ring-slate-300">
        {INSIGHTS_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={days === period}
            onClick={() => setDays(period)}
            className={`px-3 py-1.5 text-sm font-semibold first:rounded-l-lg last:rounded-r-lg ${
              days === period ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-100'
            }`}
          >
            {t`${plural(period, { one: '# day', other: '# days' })}`}
          </button>
        ))}
      </div>
      {insights.isPending && (
        <div
          role="status"
          aria-label={t`Loading insights`}
          className="h-60 animate-pulse rounded-xl bg-slate-100"
        />
      )}
      {insights.isError && (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
          {insights.error.message || t`The insights could not be loaded.`}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void insights.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {insights.data && (
        <>
          <Totals totals={insights.data.totals} />
          <p className="text-sm text-slate-600">
            <Trans>
              A view is one visitor opening the page; repeat visits within {repeat} minutes count once.
            </Trans>
          </p>
          <Suspense
            fallback={
              <div
                role="status"
                aria-label={t`Loading charts`}
                className="h-60 animate-pulse rounded-xl bg-slate-100"
              />
            }
          >
            <InsightsCharts days={insights.data.days} />
          </Suspense>
          <TopLists data={insights.data} companyName={companyName} />
          <DayTable days={insights.data.days} />
        </>
      )}
    </div>
  );
}
