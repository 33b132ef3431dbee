import { formatPlanPrice, MEMBERSHIP_PLANS, type MembershipType } from '@tradeforge/contracts';
import { Check, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';

const yesNo = (value: boolean) =>
  value ? (
    <Check aria-label="Included" className="mx-auto size-5 text-emerald-600" />
  ) : (
    <Minus aria-label="Not included" className="mx-auto size-5 text-slate-400" />
  );
const count = (value: number, unit: string) =>
  value > 0 ? `${value} ${unit}` : <Minus aria-label="None" className="mx-auto size-5 text-slate-400" />;

const ROWS = [
  {
    label: 'Price per year',
    cell: (plan: (typeof MEMBERSHIP_PLANS)[number]) => formatPlanPrice(plan.priceCents),
  },
  {
    label: 'Products in your showcase',
    cell: (plan: (typeof MEMBERSHIP_PLANS)[number]) => String(plan.productSlots),
  },
  {
    label: 'Company verification (the badge after our check of your documents)',
    cell: (plan: (typeof MEMBERSHIP_PLANS)[number]) => yesNo(plan.verification),
  },
  {
    label: 'Priority in search results',
    cell: (plan: (typeof MEMBERSHIP_PLANS)[number]) => yesNo(plan.prioritySearch),
  },
  {
    label: 'Advertising boosts',
    cell: (plan: (typeof MEMBERSHIP_PLANS)[number]) => count(plan.boostsPerMonth, 'per month'),
  },
  {
    label: 'Professional support',
    cell: (plan: (typeof MEMBERSHIP_PLANS)[number]) => count(plan.supportHours, 'hours'),
  },
];

/** The membership price table (spec part 2, section 9), from the shared plan constants. */
export function PriceTable({ highlight }: { highlight?: MembershipType }) {
  return (
    <section aria-labelledby="price-table-heading" className="mt-12">
      <h2 id="price-table-heading" className="text-2xl font-bold text-brand-800">
        Membership packages and prices
      </h2>
      <div className="relative mt-4 overflow-x-auto rounded-xl bg-white shadow-card ring-1 ring-slate-200">
        <table className="w-full min-w-[640px] text-center text-sm">
          <caption className="sr-only">Features and yearly prices of the four membership packages</caption>
          <thead>
            <tr className="bg-brand-800 text-white">
              <th scope="col" className="px-4 py-3 text-left">
                Package
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
            {ROWS.map((row) => (
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
              {MEMBERSHIP_PLANS.map((plan) => (
                <td key={plan.type} className="px-4 py-4">
                  {plan.priceCents > 0 ? (
                    <Link to={href.membershipCheckoutChoice()} className={buttonClass('primary', 'sm')}>
                      Buy now<span className="sr-only"> {plan.label}</span>
                    </Link>
                  ) : (
                    <span className="text-slate-600">Included</span>
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
