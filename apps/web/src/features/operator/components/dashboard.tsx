import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOCALE_TAGS, type DashboardDay } from '@tradeforge/contracts';
import { errorText } from '@/lib/http';
import { useSiteLocale } from '@/lib/i18n';
import { useDashboard } from '../api/get-dashboard';

const SERIES: [Exclude<keyof DashboardDay, 'day'>, MessageDescriptor][] = [
  ['users', msg`New users`],
  ['businesses', msg`Businesses`],
  ['products', msg`Products`],
  ['inquiries', msg`Inquiries`],
  ['payments', msg`Payments`],
];

/** Totals of the last 30 days, and the figures per day (newest first) in a table screen readers can walk. */
export function Dashboard() {
  const { i18n } = useLingui();
  const locale = useSiteLocale();
  const query = useDashboard();
  if (query.isPending)
    return (
      <p className="text-slate-600">
        <Trans>Loading…</Trans>
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorText(query.error, i18n)}
      </p>
    );
  const days = query.data.days;
  const newestFirst = [...days].reverse();
  // A day of the series ("2026-05-04", which Date reads as UTC midnight) in the page's language.
  const dayFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section aria-labelledby="dashboard-title" className="space-y-6">
      <h2 id="dashboard-title" className="text-xl font-semibold text-slate-900">
        <Trans>Last 30 days</Trans>
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {SERIES.map(([key, label]) => (
          <div key={key} className="rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{i18n._(label)}</dt>
            <dd className="text-2xl font-bold text-slate-900">
              {i18n.number(days.reduce((sum, day) => sum + day[key], 0))}
            </dd>
          </div>
        ))}
      </dl>
      <div className="relative overflow-x-auto rounded-xl bg-white shadow-card ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Created per day, newest first</Trans>
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                <Trans>Day</Trans>
              </th>
              {SERIES.map(([key, label]) => (
                <th key={key} scope="col" className="px-3 py-2 text-right">
                  {i18n._(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {newestFirst.map((day) => (
              <tr key={day.day}>
                <th scope="row" className="px-3 py-1.5 font-medium text-slate-800">
                  <time dateTime={day.day}>{dayFormat.format(new Date(day.day))}</time>
                </th>
                {SERIES.map(([key]) => (
                  <td key={key} className="px-3 py-1.5 text-right tabular-nums">
                    {i18n.number(day[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
