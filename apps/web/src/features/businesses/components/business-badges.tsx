import { BadgeCheck, Crown } from 'lucide-react';
import type { BusinessSummary } from '@tradeforge/contracts';

const tierStyles: Record<BusinessSummary['subscription'], string> = {
  standard: 'bg-slate-100 text-slate-700',
  gold: 'bg-amber-100 text-amber-800',
  premium: 'bg-violet-100 text-violet-800',
  platinum: 'bg-slate-800 text-white',
};

/** Membership badge (upper case, STANDARD by default) and the verified badge. */
export function BusinessBadges({
  subscription,
  verified,
}: Pick<BusinessSummary, 'subscription' | 'verified'>) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
      <span
        className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 uppercase ${tierStyles[subscription]}`}
      >
        {subscription !== 'standard' && <Crown aria-hidden className="size-3" />}
        {subscription}
      </span>
      {verified ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800">
          <BadgeCheck aria-hidden className="size-3" /> Verified
        </span>
      ) : (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-600">Not Verified</span>
      )}
    </div>
  );
}
