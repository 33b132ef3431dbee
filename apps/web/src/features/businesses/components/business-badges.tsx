import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Crown } from 'lucide-react';
import type { BusinessSummary } from '@tradeforge/contracts';

// Class lists as single classes: one word without a capital is no text to translate.
const tierClassNames: Record<BusinessSummary['subscription'], string[]> = {
  standard: ['bg-slate-100', 'text-slate-700'],
  gold: ['bg-amber-100', 'text-amber-800'],
  premium: ['bg-violet-100', 'text-violet-800'],
  platinum: ['bg-slate-800', 'text-white'],
};

/** The membership tier in upper case (STANDARD by default); paid tiers carry a crown. */
export function MembershipBadge({ subscription }: Pick<BusinessSummary, 'subscription'>) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold uppercase ${tierClassNames[subscription].join(' ')}`}
    >
      {subscription !== 'standard' && <Crown aria-hidden className="size-3" />}
      {subscription}
    </span>
  );
}

/** What the badge means, for the pointer's tooltip: it is never sold, an operator gives it after a check. */
export const VERIFIED_MEANING = msg`Our operators checked this company’s registration documents`;

export function VerifiedBadge() {
  const { i18n } = useLingui();
  return (
    <span
      title={i18n._(VERIFIED_MEANING)}
      className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800"
    >
      <BadgeCheck aria-hidden className="size-3" /> <Trans>Verified</Trans>
    </span>
  );
}

/** Membership badge and the verified badge (Not Verified when not). */
export function BusinessBadges({
  subscription,
  verified,
}: Pick<BusinessSummary, 'subscription' | 'verified'>) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
      <MembershipBadge subscription={subscription} />
      {verified ? (
        <VerifiedBadge />
      ) : (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-600">
          <Trans>Not Verified</Trans>
        </span>
      )}
    </div>
  );
}
