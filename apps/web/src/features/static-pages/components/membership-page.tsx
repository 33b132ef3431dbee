import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { findMembershipPlan, type MembershipType } from '@tradeforge/contracts';
import { CheckCircle2, Quote } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/lib/page-meta';
import { useAccountLink } from '@/lib/session';
import { MEMBERSHIP_CONTENT } from '../content/memberships';
import { usePlanPrice } from './plan-price';
import { PriceTable } from './price-table';

/** One membership package page: features, price, Buy now (paid) or Register (Standard), the price table. */
export function MembershipPage({ type }: { type: MembershipType }) {
  const registerHref = useAccountLink('register');
  const plan = findMembershipPlan(type);
  const content = MEMBERSHIP_CONTENT[type];
  const { t, i18n } = useLingui();
  const formatPrice = usePlanPrice();
  const label = plan.label;
  const price = formatPrice(plan.priceCents);
  const tagline = i18n._(content.tagline);
  const lowerTagline = tagline.toLowerCase();
  const slots = plan.productSlots;
  const products = t`${plural(slots, { one: '# product', other: '# products' })}`;
  usePageMeta(
    t`${label} Membership`,
    plan.priceCents
      ? t`${label} membership: ${lowerTagline}. ${products}, ${price} per year.`
      : t`${label} membership: ${lowerTagline}. ${products}, ${price}.`,
  );
  return (
    <>
      <PageHeader eyebrow={t`Membership packages`} title={t`${label} membership`}>
        <p>{i18n._(content.intro)}</p>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-12">
        <div className="grid gap-8 md:grid-cols-[1fr_300px]">
          <section aria-labelledby="features-heading">
            <h2 id="features-heading" className="text-2xl font-bold text-brand-800">
              {tagline}
            </h2>
            <ul className="mt-5 space-y-3">
              {content.features.map((feature) => (
                <li key={feature.id} className="flex gap-3 text-slate-700">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                  {i18n._(feature)}
                </li>
              ))}
            </ul>
          </section>
          <aside
            aria-label={t`${label} price`}
            className="h-fit rounded-2xl bg-white p-6 text-center shadow-card ring-1 ring-slate-200"
          >
            <p className="text-sm font-semibold tracking-wider text-slate-600 uppercase">{plan.label}</p>
            <p className="mt-2 text-3xl font-bold text-brand-800">{price}</p>
            <p className="text-sm text-slate-600">{plan.priceCents ? t`per year` : t`no time limit`}</p>
            {plan.priceCents > 0 ? (
              <Link
                to={href.membershipCheckoutChoice()}
                className={`${buttonClass('accent', 'lg')} mt-5 w-full`}
              >
                <Trans>Buy now</Trans>
              </Link>
            ) : (
              <a href={registerHref} className={`${buttonClass('primary', 'lg')} mt-5 w-full`}>
                <Trans>Register for free</Trans>
              </a>
            )}
          </aside>
        </div>
        {content.message && (
          <figure className="mt-10 rounded-2xl bg-brand-50 p-6">
            <Quote aria-hidden className="size-6 text-brand-500" />
            <blockquote className="mt-2 text-lg text-brand-900 italic">
              {i18n._(content.message.quote)}
            </blockquote>
            <figcaption className="mt-2 text-sm text-slate-600">{i18n._(content.message.author)}</figcaption>
          </figure>
        )}
        <PriceTable highlight={type} />
      </div>
    </>
  );
}
