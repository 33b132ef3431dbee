import type { InsightsDay } from '@tradeforge/contracts';

/**
 * The stand-in for the insights charts, which the chart library draws as nothing measurable in happy-dom: it shows
 * what it was given. Every file mocks them with this one (`vi.mock('./insights-charts', () =>
 * import('@/test/insights-charts'))`), as a worker's test files share their mocked modules (isolate: false).
 */
export default function InsightsChartsStandIn({ days }: { days: InsightsDay[] }) {
  return <p>Chart of {days.map((day) => day.profileViews).join(',')}</p>;
}
