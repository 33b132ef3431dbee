import { useLingui } from '@lingui/react/macro';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReactElement } from 'react';
import { LOCALE_TAGS, type InsightsDay } from '@tradeforge/contracts';
import { useSiteLocale } from '@/lib/i18n';

/** Brand and Tailwind colours that keep 3:1 contrast against white. */
const COLORS = { a: '#1d4ed8', b: '#b45309', c: '#047857' };
/** A day of the period (YYYY-MM-DD, UTC) as "Nov 27" reads in the page's language. */
const dayFormatter = (localeTag: string) => {
  const format = new Intl.DateTimeFormat(localeTag, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (date: string) => {
    const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
    return format.format(new Date(Date.UTC(year, month - 1, day)));
  };
};

function ChartCard({ title, children }: { title: string; children: ReactElement }) {
  return (
    <figure className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      <div className="h-60">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

const axes = (shortDate: (date: string) => string) => (
  <>
    <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
    <XAxis dataKey="date" tickFormatter={shortDate} fontSize={12} minTickGap={16} />
    <YAxis allowDecimals={false} fontSize={12} width={36} />
    <Tooltip labelFormatter={(label) => shortDate(String(label))} />
    <Legend wrapperStyle={{ fontSize: 12 }} />
  </>
);

/**
 * The Insights tab's charts (recharts, loaded with this module only when the tab is open): views and search
 * appearances, reactions and inquiries, and the response time, per day.
 */
export default function InsightsCharts({ days }: { days: InsightsDay[] }) {
  const { t } = useLingui();
  const shortDate = dayFormatter(LOCALE_TAGS[useSiteLocale()]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title={t`Views and search appearances per day`}>
        <LineChart data={days} accessibilityLayer>
          {axes(shortDate)}
          <Line
            type="monotone"
            dataKey="profileViews"
            name={t`Profile views`}
            stroke={COLORS.a}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="productViews"
            name={t`Product views`}
            stroke={COLORS.b}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="searchAppearances"
            name={t`Search appearances`}
            stroke={COLORS.c}
            dot={false}
          />
        </LineChart>
      </ChartCard>
      <ChartCard title={t`Likes, follows and inquiries per day`}>
        <BarChart data={days} accessibilityLayer>
          {axes(shortDate)}
          <Bar dataKey="likes" name={t`Likes`} fill={COLORS.a} />
          <Bar dataKey="follows" name={t`Follows`} fill={COLORS.b} />
          <Bar dataKey="inquiries" name={t`Inquiries`} fill={COLORS.c} />
        </BarChart>
      </ChartCard>
      <ChartCard title={t`Response time to inquiries (median hours)`}>
        <LineChart data={days} accessibilityLayer>
          {axes(shortDate)}
          <Line type="monotone" dataKey="responseHours" name={t`Hours`} stroke={COLORS.a} connectNulls />
        </LineChart>
      </ChartCard>
    </div>
  );
}
