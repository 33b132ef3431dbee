import { findMembershipPlan, formatPlanPrice, type MembershipType } from '@tradeforge/contracts';
import { CheckCircle2, Quote } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/lib/page-meta';
import { useAccountLink } from '@/lib/session';
import { MEMBERSHIP_CONTENT } from '../content/memberships';
import { PriceTable } from './price-table';

/** One membership package page: features, price, Buy now (paid) or Register (Standard), the price table. */
export function MembershipPage({ type }: { type: MembershipType }) {
  const registerHref = useAccountLink('register');
  const plan = findMembershipPlan(type);
  const content = MEMBERSHIP_CONTENT[type];
  const price = formatPlanPrice(plan.priceCents);
  usePageMeta(
    `${plan.label} Membership`,
    `${plan.label} membership: ${content.tagline.toLowerCase()}. ${plan.productSlots} products, ${price}${plan.priceCents ? ' per year' : ''}.`,
  );
  return (
    <>
      <PageHeader eyebrow="Membership packages" title={`${plan.label} membership`}>
        <p>{content.intro}</p>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-12">
        <div className="grid gap-8 md:grid-cols-[1fr_300px]">
          <section aria-labelledby="features-heading">
            <h2 id="features-heading" className="text-2xl font-bold text-brand-800">
              {content.tagline}
            </h2>
            <ul className="mt-5 space-y-3">
              {content.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-slate-700">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
          <aside
            aria-label={`${plan.label} price`}
            className="h-fit rounded-2xl bg-white p-6 text-center shadow-card ring-1 ring-slate-200"
          >
            <p className="text-sm font-semibold tracking-wider text-slate-600 uppercase">{plan.label}</p>
            <p className="mt-2 text-3xl font-bold text-brand-800">{price}</p>
            <p className="text-sm text-slate-600">{plan.priceCents ? 'per year' : 'no time limit'}</p>
            {plan.priceCents > 0 ? (
              <Link
                to={href.membershipCheckoutChoice()}
                className={`${buttonClass('accent', 'lg')} mt-5 w-full`}
              >
                Buy now
              </Link>
            ) : (
              <a href={registerHref} className={`${buttonClass('primary', 'lg')} mt-5 w-full`}>
                Register for free
              </a>
            )}
          </aside>
        </div>
        {content.message && (
          <figure className="mt-10 rounded-2xl bg-brand-50 p-6">
            <Quote aria-hidden className="size-6 text-brand-500" />
            <blockquote className="mt-2 text-lg text-brand-900 italic">{content.message.quote}</blockquote>
            <figcaption className="mt-2 text-sm text-slate-600">{content.message.author}</figcaption>
          </figure>
        )}
        <PriceTable highlight={type} />
      </div>
    </>
  );
}
