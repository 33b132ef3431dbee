import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MEMBERSHIP_PLANS, type MembershipType } from '@tradeforge/contracts';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { usePlanPrice } from './plan-price';

type Plan = (typeof MEMBERSHIP_PLANS)[number];

/** The membership price table (spec part 2, section 9), from the shared plan constants. */
export function PriceTable({ highlight }: { highlight?: MembershipType }) {
  const { t } = useLingui();
  const formatPrice = usePlanPrice();
  const yesNo = (value: boolean) =>
    value ? (
      <Check aria-label={t`Included`} className="mx-auto size-5 text-emerald-600" />
    ) : (
      <Minus aria-label={t`Not included`} className="mx-auto size-5 text-slate-400" />
    );
  const none = <Minus aria-label={t`None`} className="mx-auto size-5 text-slate-400" />;
  const rows: { label: string; cell: (plan: Plan) => ReactNode }[] = [
    { label: t`Price per year`, cell: (plan) => formatPrice(plan.priceCents) },
    { label: t`Products in your showcase`, cell: (plan) => String(plan.productSlots) },
    {
      label: t`Company verification (the badge after our check of your documents)`,
      cell: (plan) => yesNo(plan.verification),
    },
    { label: t`Priority in search results`, cell: (plan) => yesNo(plan.prioritySearch) },
    {
      label: t`Advertising boosts`,
      cell: ({ boostsPerMonth: boosts }) =>
        boosts > 0 ? t`${plural(boosts, { one: '# per month', other: '# per month' })}` : none,
    },
    {
      label: t`Professional support`,
      cell: ({ supportHours: hours }) =>
        hours > 0 ? t`${plural(hours, { one: '# hour', other: '# hours' })}` : none,
    },
  ];
  return (
    <section aria-labelledby="price-table-heading" className="mt-12">
      <h2 id="price-table-heading" className="text-2xl font-bold text-brand-800">
        <Trans>Membership packages and prices</Trans>
      </h2>
      <div className="relative mt-4 overflow-x-auto rounded-xl bg-white shadow-card ring-1 ring-slate-200">
        <table className="w-full min-w-[640px] text-center text-sm">
          <caption className="sr-only">
            <Trans>Features and yearly prices of the four membership packages</Trans>
          </caption>
          <thead>
            <tr className="bg-brand-800 text-white">
              <th scope="col" className="px-4 py-3 text-left">
                <Trans>Package</Trans>
              </th>
              {MEMBERSHIP_PLANS.map((plan) => (
                <th
                  key={plan.type}
                  scope="col"
                  className={`px-4 py-3 ${plan.type === highlight ? 'bg-accent-500 text-brand-900' : ''}`}
                >
                  {plan.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-slate-200">
                <th scope="row" className="px-4 py-3 text-left font-medium text-slate-700">
                  {row.label}
                </th>
                {MEMBERSHIP_PLANS.map((plan) => (
                  <td
                    key={plan.type}
                    className={`px-4 py-3 ${plan.type === highlight ? 'bg-accent-50 font-semibold' : ''}`}
                  >
                    {row.cell(plan)}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="border-t border-slate-200">
              <td />
              {MEMBERSHIP_PLANS.map((plan) => {
                const label = plan.label;
                return (
                  <td key={plan.type} className="px-4 py-4">
                    {plan.priceCents > 0 ? (
                      <Link to={href.membershipCheckoutChoice()} className={buttonClass('primary', 'sm')}>
                        <Trans>
                          Buy now<span className="sr-only"> {label}</span>
                        </Trans>
                      </Link>
                    ) : (
                      <span className="text-slate-600">
                        <Trans>Included</Trans>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
