import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ResponseStats } from '@tradeforge/contracts';
import { Clock } from 'lucide-react';

/** Below this many inquiries in 90 days the figures say too little to show. */
const MIN_INQUIRIES = 3;

/**
 * The median time to a first reply in words, in the page's language ("4 h": minutes under an hour, hours under two
 * days, then days); null while the figures are too few or none was answered.
 */
export function useReplyTime() {
  const { t } = useLingui();
  return (stats?: ResponseStats) => {
    if (!stats || stats.inquiries < MIN_INQUIRIES || stats.medianReplySeconds === null) return null;
    const seconds = stats.medianReplySeconds;
    if (seconds < 3600) {
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      return t`${minutes} min`;
    }
    if (seconds < 48 * 3600) {
      const hours = Math.ceil(seconds / 3600);
      return t`${hours} h`;
    }
    const days = Math.ceil(seconds / 86_400);
    return t`${plural(days, { one: '# day', other: '# days' })}`;
  };
}

/** How a business answers requests (last 90 days): "Usually replies within 3 h · Replies to 95% of requests". */
export function ResponseStatsLine({ stats, className = '' }: { stats?: ResponseStats; className?: string }) {
  const { t } = useLingui();
  const replyTime = useReplyTime();
  if (!stats || stats.inquiries < MIN_INQUIRIES) return null;
  const time = replyTime(stats);
  const rate = Math.round(stats.replyRate * 100);
  const parts = [time && t`Usually replies within ${time}`, t`Replies to ${rate}% of requests`].filter(
    Boolean,
  );
  return (
    <p className={`flex items-start gap-1.5 text-xs text-emerald-800 ${className}`}>
      <Clock aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>{parts.join(' · ')}</span>
    </p>
  );
}
