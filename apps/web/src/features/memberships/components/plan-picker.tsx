import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { findMembershipPlan, type Plan } from '@tradeforge/contracts';
import { Check } from 'lucide-react';
import { useMembershipFormats } from './formats';

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
  const { t } = useLingui();
  const { price } = useMembershipFormats();
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">
        <Trans>Upgrade options</Trans>
      </legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {offers.map((offer) => {
          const plan = findMembershipPlan(offer.planId);
          const selected = chosen === offer.planId;
          const slots = offer.productSlots;
          const boosts = plan.boostsPerMonth;
          const hours = plan.supportHours;
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
                  {offer.planId === current && ` ${t`(renewal)`}`}
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
                {price(offer.price)}{' '}
                <span className="text-sm font-normal text-slate-600">
                  <Trans>per year</Trans>
                </span>
              </span>
              <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
                {[
                  t`${plural(slots, { one: '# product', other: '# products' })}`,
                  t`Company verification: the badge once an operator approves your documents`,
                  t`Priority in search results`,
                  t`${plural(boosts, { one: '# advertising boost per month', other: '# advertising boosts per month' })}`,
                  ...(hours
                    ? [
                        t`${plural(hours, { one: '# hour of professional support', other: '# hours of professional support' })}`,
                      ]
                    : []),
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
