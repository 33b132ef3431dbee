import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Clock } from 'lucide-react';
import type { BusinessSummary, ResponseStats } from '@tradeforge/contracts';
import { MembershipBadge, VerifiedBadge } from './business-badges';
import { useReplyTime } from './response-stats';

/** Years since the year established ("Est. 2019" is 7 years in 2026); null when unknown or this year's. */
export function yearsInBusiness(yearEstablished: number | null, now = new Date()) {
  if (yearEstablished === null) return null;
  const years = now.getFullYear() - yearEstablished;
  return years >= 1 ? years : null;
}

/**
 * What a buyer weighs before writing to a supplier: Verified, years in business, how fast it replies, its
 * membership. Verified, years and reply time appear only when there is something to say.
 */
export function BusinessTrustRow({
  business,
  className = '',
}: {
  business: BusinessSummary;
  className?: string;
}) {
  return (
    <TrustRow
      verified={business.verified}
      years={yearsInBusiness(business.general.yearStablished)}
      responseStats={business.responseStats}
      subscription={business.subscription}
      className={className}
    />
  );
}

/** The trust row from its figures, for a supplier that is not a whole business summary (a quote's). */
export function TrustRow({
  verified,
  years,
  responseStats,
  subscription,
  className = '',
}: {
  verified: boolean;
  /** Whole years in business; nothing is said under one. */
  years: number | null;
  responseStats?: ResponseStats;
  subscription: BusinessSummary['subscription'];
  className?: string;
}) {
  const { t } = useLingui();
  const replyTime = useReplyTime();
  const time = replyTime(responseStats);
  return (
    <ul
      aria-label={t`Credentials`}
      className={`flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-slate-700 ${className}`}
    >
      {verified && (
        <li>
          <VerifiedBadge />
        </li>
      )}
      {years !== null && years >= 1 && (
        <li className="inline-flex items-center gap-1">
          <CalendarClock aria-hidden className="size-3.5 shrink-0 text-slate-500" />
          <Plural value={years} one="# year in business" other="# years in business" />
        </li>
      )}
      {time && (
        <li className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-3.5 shrink-0 text-slate-500" />
          <Trans>Replies within {time}</Trans>
        </li>
      )}
      <li>
        <span className="sr-only">
          <Trans>Membership:</Trans>{' '}
        </span>
        <MembershipBadge subscription={subscription} />
      </li>
    </ul>
  );
}
