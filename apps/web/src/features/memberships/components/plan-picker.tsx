import { findMembershipPlan, formatPlanPrice, type Plan } from '@tradeforge/contracts';
import { Check } from 'lucide-react';

/** The plans this business can buy, each with its yearly price; one is chosen for the checkout. */
export function PlanPicker({
  offers,
  current,
  chosen,
  onChoose,
}: {
  offers: Plan[];
  current: string;
  chosen: Plan['planId'] | undefined;
  onChoose: (planId: Plan['planId']) => void;
}) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">Upgrade options</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {offers.map((offer) => {
          const plan = findMembershipPlan(offer.planId);
          const selected = chosen === offer.planId;
          return (
            <label
              key={offer.planId}
              className={`flex cursor-pointer flex-col gap-1 rounded-xl bg-white p-4 ring-1 transition-shadow ${
                selected ? 'shadow-card ring-2 ring-brand-600' : 'ring-slate-200 hover:ring-brand-300'
              }`}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {plan.label}
                  {offer.planId === current && ' (renewal)'}
                </span>
                <input
                  type="radio"
                  name="plan"
                  value={offer.planId}
                  checked={selected}
                  onChange={() => onChoose(offer.planId)}
                  className="size-4 accent-brand-600"
                />
              </span>
              <span className="text-xl font-bold text-brand-700">
                {formatPlanPrice(offer.price)}{' '}
                <span className="text-sm font-normal text-slate-600">per year</span>
              </span>
              <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
                {[
                  `${offer.productSlots} products`,
                  'Company verification: the badge once an operator approves your documents',
                  'Priority in search results',
                  `${plan.boostsPerMonth} advertising boosts per month`,
                  ...(plan.supportHours ? [`${plan.supportHours} hours of professional support`] : []),
                ].map((feature) => (
                  <li key={feature} className="flex items-start gap-1.5">
                    <Check aria-hidden className="mt-0.5 size-3.5 shrink-0 text-emerald-600" /> {feature}
                  </li>
                ))}
              </ul>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
